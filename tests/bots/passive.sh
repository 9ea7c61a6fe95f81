#!/bin/sh
# A small external bot for the protocol tests: a fixed legal setup, and no actions.
# With an argument it misbehaves: garbage (answers nonsense to setup), crash (exits at
# turn 2), silent (never answers turn 2), refuse (answers '?' to turn 1), illegal
# (strikes 30 times in turn 1).
mode=${1:-good}
while IFS= read -r line; do
    case "$line" in
    "spaceships 1") echo "= 1" ;;
    name) echo "= passive-$mode 1" ;;
    new*|time*|seen*|end*) echo "= ok" ;;
    setup)
        if [ "$mode" = garbage ]; then echo "hello there"; else
        echo "= DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Bz5"
        fi ;;
    "turn 1")
        case "$mode" in
        refuse) echo "? I would rather not" ;;
        illegal) echo "= Rv1 Rv2 Rv3 Rv4 Rv5 Rw1 Rw2 Rw3 Rw4 Rw5 Rx1 Rx2 Rx3 Rx4 Rx5 Ry1 Ry2 Ry3 Ry4 Ry5 Rz1 Rz2 Rz3 Rz4 Rz5 Ov1 Ov2 Ov3 Ov4 Ov5" ;;
        *) echo "= -" ;;
        esac ;;
    "turn 2")
        case "$mode" in
        crash) exit 3 ;;
        silent) sleep 30 ;;
        *) echo "= -" ;;
        esac ;;
    turn*) echo "= -" ;;
    quit) echo "= bye"; exit 0 ;;
    *) echo "? unknown" ;;
    esac
done
