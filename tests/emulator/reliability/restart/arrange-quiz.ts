/**
 * Arranges a quiz (fixture.ts's arrangeQuiz) in whatever emulators FIRESTORE_EMULATOR_HOST and
 * GCLOUD_PROJECT name. restart.test.ts runs it as a child process pointed at its scratch stack:
 * the Admin SDK takes the emulator's address from the environment, and the test process's own
 * environment must keep pointing at the main stack.
 *
 * Usage: tsx arrange-quiz.ts <quizId> '<ArrangedQuiz as JSON>'
 */
import { dataRefs } from '@quizmaster/functions/data/refs';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { arrangeQuiz, type ArrangedQuiz } from '../../api/fixture';

const [quizId, options = '{}'] = process.argv.slice(2);
if (!quizId) throw new Error('Usage: arrange-quiz.ts <quizId> [options as JSON]');
const admin = emulatorAdmin('scratch-stack-arrange');
try {
  await arrangeQuiz(dataRefs(admin.firestore), quizId, JSON.parse(options) as ArrangedQuiz);
} finally {
  await admin.close();
}
