// The game the fuzz targets play on: two standard fleets from the spec's example record.
#pragma once

#include "record.h"
#include "session.h"

namespace ss::fuzz {

inline Session two_fleets()
{
    GameRecord header = parse_record(
        "[Rules \"2.6.1\"]\n[Fleet \"standard\"]\n"
        "setup A: DS Yv2 Yv3 Yv4 Gv2 Gv3 Gv4 Gw2 Gw3; KC Rz2 Rz3 Oz2 Oz3 Yz2 Yz3; PC Rw4 Ow4 Yw4 Gw4; "
        "MD Yw5 Gw5 Bw5; HS Oz5 Yz5\n"
        "setup B: DS Ow3 Ox3 Yw2 Yw3 Yx2 Yx3 Gw3 Gx3; KC Rv2 Rv3 Ov2 Ov3 Yv2 Yv3; FS Ox1 Oy1 Yx1 Yy1; "
        "MD Rw1 Rw2 Rw3; LS Bx4\n").games.at(0);
    return Session(std::move(header), FleetRule::standard());
}

// The same under the classic rules [classic 3.3]: whole-row beams, simultaneous turns.
inline Session two_classic_fleets()
{
    GameRecord header = parse_record(
        "[Rules \"classic\"]\n[Fleet \"standard\"]\n"
        "setup A: DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; "
        "MD Yz1 Yz2 Yz3; HF Bz4 Bz5\n"
        "setup B: DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gx1 Gx2 Gx3 Gy1 Gy2 Gy3; FS Bx1 Bx2 By1 By2; "
        "MD Yv1 Yv2 Yv3; HF Bz4 Bz5\n").games.at(0);
    return Session(std::move(header), FleetRule::standard());
}

} // namespace ss::fuzz
