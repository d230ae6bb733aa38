import { expect } from 'vitest';
import { toHaveStatus } from '../support/expect-status';

// Every emulator test file may `expect(response).toHaveStatus(200)` (tests/support/expect-status.ts).
expect.extend({ toHaveStatus });
