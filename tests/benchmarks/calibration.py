#!/usr/bin/env python3
"""Calibration of the review's win chances (issue 26), measured over fresh bot games.

Plays GAMES games for each pairing (spaceships-cli tournament, fleets of each bot's own),
runs `spaceships-cli analyse --no-judgement` on every record, and compares the chances of
A winning after turns 1-4 with the results: the Brier score beside a materiel-only
baseline (the share of A's wins among positions with the same materiel difference after
the same turn, fitted on these very positions, so the baseline is flattered), and a
calibration table in deciles.

    tests/benchmarks/calibration.py CLI [--games N] [--seed S] [--policy BOT|players] [--rollouts R]
                                        [--records DIR] [--save FILE] [--load FILE]

--policy players plays each side's rollouts with its own bot (analyse --policy players);
--records keeps the games, and analyses those already there again (to compare policies on the
same games); --save keeps every position (pairing, turn, prediction, materiel difference, result) as
JSON lines; --load FILE[,FILE...] scores saved runs again without playing them (and says
the Brier score of each pairing).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

PAIRINGS = [("admiral", "hunter"), ("density", "hunter"), ("sampler", "density"),
            ("admiral", "density"), ("hunter", "random"), ("hider", "sampler")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("--games", type=int, default=50, help="games per pairing (even)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--policy", default="")
    ap.add_argument("--rollouts", type=int, default=0)
    ap.add_argument("--time", type=int, default=20, help="bots' ms per move in the games")
    ap.add_argument("--records", default="", help="keep the games here; if there already, analyse them again")
    ap.add_argument("--save", default="")
    ap.add_argument("--load", default="")
    args = ap.parse_args()
    positions = []  # (turn, p_score_a, materiel_diff, outcome_score_a)
    if args.load:
        pairings = collections.defaultdict(list)
        for name in args.load.split(","):  # several files: one run in chunks
            with open(name) as f:
                for line in f:
                    r = json.loads(line)
                    positions.append((r["turn"], r["p"], r["diff"], r["y"]))
                    pairings[r["pairing"]].append((r["p"] - r["y"]) ** 2)
        for k, v in pairings.items():
            print(f"{k}: {len(v)} positions, Brier {sum(v) / len(v):.4f}")
    saved = open(args.save, "w") if args.save else None
    with tempfile.TemporaryDirectory() as tmp:
        for k, (a, b) in enumerate([] if args.load else PAIRINGS):
            out = os.path.join(args.records or tmp, f"{a}-{b}")
            if not os.path.isdir(out):
                subprocess.run([args.cli, "tournament", "--a", a, "--b", b, "--games", str(args.games),
                                "--seed", str(args.seed + k), "--fleets", "own", "--time", str(args.time),
                                "--records", out], check=True, stdout=subprocess.DEVNULL)
            for name in sorted(os.listdir(out)):
                cmd = [args.cli, "analyse", os.path.join(out, name), "--no-judgement", "--seed", "1"]
                if args.policy:
                    cmd += ["--policy", args.policy]
                if args.rollouts:
                    cmd += ["--rollouts", str(args.rollouts)]
                for game in json.loads(subprocess.run(cmd, check=True, capture_output=True).stdout)["games"]:
                    if game["result"] is None:
                        continue
                    y = {"A": 1.0, "B": 0.0, "draw": 0.5}[game["result"]]
                    for t in game["turns"][:4]:
                        p = t["after"]["A"] + t["after"]["draw"] / 2
                        positions.append((t["turn"], p, t["materiel"]["A"] - t["materiel"]["B"], y))
                        if saved:
                            saved.write(json.dumps({"pairing": f"{a}-{b}", "game": name, "turn": t["turn"], "p": p,
                                                    "diff": positions[-1][2], "y": y}) + "\n")
                            saved.flush()
    # The materiel-only baseline: the mean result by (turn, materiel difference).
    groups = collections.defaultdict(list)
    for turn, _, diff, y in positions:
        groups[(turn, diff)].append(y)
    baseline = {k: sum(v) / len(v) for k, v in groups.items()}
    n = len(positions)
    brier = sum((p - y) ** 2 for _, p, _, y in positions) / n
    brier_base = sum((baseline[(t, d)] - y) ** 2 for t, _, d, y in positions) / n
    print(f"{n} positions (turns 1-4)" + ("" if args.load else f" from {len(PAIRINGS)} pairings x {args.games} games"))
    print(f"Brier: analyse {brier:.4f}, materiel-only {brier_base:.4f}, ratio {brier / brier_base:.3f} (target <= 0.85)")
    print("decile  positions  mean predicted  observed  |diff|  allowed (0.07 + 1.96 SE)")
    worst = 0.0
    for d in range(10):
        cell = [(p, y) for _, p, _, y in positions if d / 10 <= p < (d + 1) / 10 or (d == 9 and p == 1.0)]
        if not cell:
            continue
        mp = sum(p for p, _ in cell) / len(cell)
        ob = sum(y for _, y in cell) / len(cell)
        allowed = 0.07 + 1.96 * (max(ob * (1 - ob), 0.01) / len(cell)) ** 0.5
        if len(cell) >= 50:
            worst = max(worst, abs(mp - ob) - allowed + 0.07)
        print(f"{d / 10:.1f}-{(d + 1) / 10:.1f}  {len(cell):9d}  {mp:14.3f}  {ob:8.3f}  {abs(mp - ob):.3f}  {allowed:.3f}"
              + ("" if len(cell) < 50 or abs(mp - ob) <= allowed else "  OUT"))
    print(f"largest |predicted - observed| less its sampling allowance, where 50 or more: {worst:.3f} (target <= 0.07)")


if __name__ == "__main__":
    sys.exit(main())
