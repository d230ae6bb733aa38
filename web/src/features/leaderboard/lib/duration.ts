/** A time taken as the leaderboard shows it: minutes and seconds ("1:05"). */
export const durationText = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
};
