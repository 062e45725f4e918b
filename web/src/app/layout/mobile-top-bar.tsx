import { Logo } from "./logo";

/** Below md the bar keeps only the logo; navigation lives in the floating menu. */
export function MobileTopBar() {
  return (
    <div className="flex h-14 items-center justify-center px-4 md:hidden">
      <Logo />
    </div>
  );
}
