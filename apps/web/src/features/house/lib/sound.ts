import { create } from 'zustand';

/**
 * Game sounds generated with Web Audio (no files): short tones and noise bursts. Off by default;
 * the player turns them on, and the audio context starts only after that click (browsers demand a
 * gesture).
 */
export type SoundCue = 'spin' | 'stop' | 'win' | 'bigWin' | 'lose' | 'tick' | 'cashout' | 'crash' | 'gem' | 'mine' | 'click' | 'feature';

export const useHouseSound = create<{ on: boolean; toggle: () => void }>((set) => ({
  on: false,
  toggle: () => set((s) => ({ on: !s.on })),
}));

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, options: { type?: OscillatorType; gain?: number; slideTo?: number } = {}) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = options.type ?? 'sine';
  osc.frequency.setValueAtTime(frequency, start);
  if (options.slideTo) osc.frequency.exponentialRampToValueAtTime(options.slideTo, start + duration);
  const peak = options.gain ?? 0.12;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + duration + 0.02);
}

function noise(ctx: AudioContext, start: number, duration: number, gainValue = 0.2) {
  const frames = Math.max(1, Math.floor(ctx.sampleRate * duration));
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // Decorative noise for the sound only; it decides nothing.
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 900;
  const gain = ctx.createGain();
  gain.gain.value = gainValue;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(start);
}

export function playCue(cue: SoundCue): void {
  if (!useHouseSound.getState().on) return;
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime + 0.01;
  switch (cue) {
    case 'click':
      tone(ctx, 660, t, 0.05, { type: 'triangle', gain: 0.06 });
      break;
    case 'spin':
      tone(ctx, 220, t, 0.18, { type: 'sawtooth', gain: 0.04, slideTo: 440 });
      break;
    case 'stop':
      tone(ctx, 140, t, 0.08, { type: 'square', gain: 0.05 });
      break;
    case 'tick':
      tone(ctx, 1200, t, 0.03, { type: 'square', gain: 0.03 });
      break;
    case 'win':
      [523, 659, 784].forEach((f, i) => tone(ctx, f, t + i * 0.09, 0.22, { type: 'triangle', gain: 0.1 }));
      break;
    case 'bigWin':
      [523, 659, 784, 1047, 1319].forEach((f, i) => tone(ctx, f, t + i * 0.1, 0.35, { type: 'triangle', gain: 0.11 }));
      break;
    case 'feature':
      [392, 523, 659, 784, 1047].forEach((f, i) => tone(ctx, f, t + i * 0.07, 0.3, { type: 'sine', gain: 0.1 }));
      break;
    case 'lose':
      tone(ctx, 300, t, 0.3, { type: 'sine', gain: 0.07, slideTo: 160 });
      break;
    case 'cashout':
      tone(ctx, 880, t, 0.15, { type: 'triangle', gain: 0.1 });
      tone(ctx, 1320, t + 0.1, 0.25, { type: 'triangle', gain: 0.1 });
      break;
    case 'crash':
      noise(ctx, t, 0.45, 0.25);
      tone(ctx, 180, t, 0.4, { type: 'sawtooth', gain: 0.06, slideTo: 50 });
      break;
    case 'gem':
      tone(ctx, 1046, t, 0.12, { type: 'sine', gain: 0.09 });
      tone(ctx, 1568, t + 0.05, 0.18, { type: 'sine', gain: 0.07 });
      break;
    case 'mine':
      noise(ctx, t, 0.6, 0.3);
      tone(ctx, 90, t, 0.5, { type: 'sine', gain: 0.12, slideTo: 40 });
      break;
  }
}
