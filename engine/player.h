// The two players [1.1], as the record names them: A and B.
#pragma once

#include <cstdint>

namespace ss {

enum class Player : std::uint8_t { A, B };
constexpr Player other(Player p) { return p == Player::A ? Player::B : Player::A; }
constexpr int index_of(Player p) { return static_cast<int>(p); }
constexpr char name_of(Player p) { return p == Player::A ? 'A' : 'B'; }

} // namespace ss
