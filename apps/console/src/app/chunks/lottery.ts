// Chunk entry of the Lottery section: fetched when an operator first opens it.
export { LotteryIssuesPage } from '../../features/lottery/issues-page';
export { LotteryIssuePage } from '../../features/lottery/issue-page';
export { LotteryResultsPage } from '../../features/lottery/results-page';
export { LotteryGamesPage } from '../../features/lottery/games-page';
