/** Emulator ports, as fixed in firebase.json: a module of its own, so the REST reader needs no Firebase SDK. */
export const emulatorPorts = { auth: 9099, firestore: 8080 } as const;
