// Scaffold: replaced by the house studio screens.
export function HouseGamePage() {
  return null;
}
