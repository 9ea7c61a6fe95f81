#!/usr/bin/env python3
"""Synthesizes the game's sound effects (ours, made from sine waves and noise) as small
16-bit mono WAV files beside this script. Rerun after changing a recipe:
    python3 resources/sounds/make_sounds.py
Deterministic: the noise is seeded, so the files only change when a recipe does."""
import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def envelope(t, length, attack=0.005, release=0.3):
    """A quick rise, then an exponential fall to silence at `length` seconds."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / (release * length)) * max(0.0, 1 - t / length)


def tone(freq_at, length, volume=0.6, release=0.3, harmonics=(1.0,)):
    phase = 0.0
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        phase += 2 * math.pi * freq_at(t) / RATE
        s = sum(a * math.sin((k + 1) * phase) for k, a in enumerate(harmonics))
        out.append(volume * envelope(t, length, release=release) * s)
    return out


def noise(length, volume=0.6, release=0.25, smooth=0.0, seed=1):
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * length)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(volume * envelope(t, length, release=release) * last)
    return out


def mix(*parts, offsets=None):
    offsets = offsets or [0.0] * len(parts)
    n = max(int(o * RATE) + len(p) for p, o in zip(parts, offsets))
    out = [0.0] * n
    for p, o in zip(parts, offsets):
        start = int(o * RATE)
        for i, s in enumerate(p):
            out[start + i] += s
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    with wave.open(os.path.join(HERE, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * s * scale)) for s in samples))


def notes(freqs, each, volume=0.45):
    parts = [tone(lambda t, f=f: f, each * 2.2, volume, release=0.35, harmonics=(1.0, 0.3, 0.1)) for f in freqs]
    return mix(*parts, offsets=[k * each for k in range(len(freqs))])


# A strike launched: a short falling whistle.
write("strike", tone(lambda t: 1400 - 2600 * t, 0.28, 0.35, release=0.5))
# A miss: a soft, low plop.
write("miss", tone(lambda t: 320 - 500 * t, 0.18, 0.4, release=0.4))
# A hit: a thud with a crackle.
write("hit", mix(tone(lambda t: 110 - 80 * t, 0.35, 0.8, release=0.35),
                 noise(0.25, 0.45, release=0.2, smooth=0.3, seed=2)))
# A missile exploding: a long, dark noise burst with a low boom.
write("explosion", mix(noise(0.9, 0.8, release=0.35, smooth=0.75, seed=3),
                       tone(lambda t: 70 - 30 * t, 0.8, 0.7, release=0.4)))
# The death star's beam: a rising zap with a buzz.
write("beam", tone(lambda t: 300 + 2200 * t, 0.45, 0.4, release=0.6, harmonics=(1.0, 0.5, 0.33, 0.25)))
# A ship destroyed: a falling rumble.
write("destroyed", mix(noise(1.1, 0.5, release=0.5, smooth=0.9, seed=4),
                       tone(lambda t: 160 - 110 * t, 1.1, 0.6, release=0.5, harmonics=(1.0, 0.4))))
# Winning: a rising major arpeggio; losing: a falling minor one.
write("win", notes([523.25, 659.25, 783.99, 1046.5], 0.13))
write("loss", notes([440.0, 349.23, 293.66, 220.0], 0.17, 0.4))
