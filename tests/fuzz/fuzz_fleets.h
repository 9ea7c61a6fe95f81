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

} // namespace ss::fuzz
