// The spec's example setups (shared/spec/game-record.md), for the app tests.
#pragma once

namespace ss::test {

inline const char* kSetupA =
    "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Bz5";
inline const char* kSetupB =
    "DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; KC Gz1 Gz2 Gz3 Gy1 Gy2 Gy3; PC Bv1 Bv2 Bv3 Bv4; MD Yx3 Yx4 Yx5; HS Ov5 Ow5";

} // namespace ss::test
