// Start-up stage 3 (app/start-app.tsx): the router, emotion, Chakra's components and the app's
// layout, evaluated in a task of their own.
export { App } from '../app';
export { createRouter } from '../create-router';
export { preloadRoutesOnIntent } from '../route-intent-preload';
