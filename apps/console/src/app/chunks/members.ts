// Chunk entry of the Members section: fetched when an operator first opens it.
export { MemberSearchPage } from '../../features/members/member-search-page';
export { MemberPage } from '../../features/members/member-page';
