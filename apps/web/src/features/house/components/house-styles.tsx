/**
 * Keyframes of the game screens (used through Tailwind's animate-[name_...] utilities) and the dice
 * slider's thumb. Scoped by their `hs-` names; motion stops for players who asked for less.
 */
const css = `
@keyframes hs-pulse { 0%, 100% { box-shadow: 0 0 0 0 rgba(252, 211, 77, 0.55); } 50% { box-shadow: 0 0 18px 4px rgba(252, 211, 77, 0.55); } }
@keyframes hs-pop { from { opacity: 0; transform: scale(0.8); } to { opacity: 1; transform: scale(1); } }
@keyframes hs-dash { from { stroke-dashoffset: 2000; } to { stroke-dashoffset: 0; } }
@keyframes hs-shake { 0%, 100% { transform: translateX(0); } 20% { transform: translateX(-6px); } 40% { transform: translateX(6px); } 60% { transform: translateX(-4px); } 80% { transform: translateX(3px); } }
@keyframes hs-flip { from { transform: rotateY(90deg) scale(0.9); opacity: 0.3; } to { transform: rotateY(0) scale(1); opacity: 1; } }
.hs-range { -webkit-appearance: none; appearance: none; }
.hs-range:focus-visible { outline: none; }
.hs-range::-webkit-slider-runnable-track { height: 32px; background: transparent; }
.hs-range::-moz-range-track { height: 32px; background: transparent; }
.hs-range::-webkit-slider-thumb { -webkit-appearance: none; appearance: none; width: 28px; height: 28px; margin-top: 2px; border-radius: 9px; background: linear-gradient(#fff4c2, #f5b700 55%, #b87900); border: 3px solid #0a0f1f; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.55); cursor: grab; }
.hs-range::-moz-range-thumb { width: 24px; height: 24px; border-radius: 9px; background: linear-gradient(#fff4c2, #f5b700 55%, #b87900); border: 3px solid #0a0f1f; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.55); cursor: grab; }
.hs-range:focus-visible::-webkit-slider-thumb { outline: 3px solid #fcd34d; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  .hs-screen *, .hs-screen *::before, .hs-screen *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
}
`;

export function HouseStyles() {
  return <style>{css}</style>;
}
