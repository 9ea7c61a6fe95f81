// Network endpoints of spaceships-cli (issue 12, docs/network-protocol.md): one network
// game between a built-in bot here and whoever is at the other end, for testing and for
// people who run bots. Exit status 0 for a clean game, 3 when cheating was detected, 1 for
// any other failure.
#pragma once

#include <QStringList>

namespace ss::cli {

constexpr int kCheating = 3;

// spaceships-cli net-host [--port P] [--address A] --bot NAME [--seat A|B] [--fleet F] [--seed S] [--record FILE] [--name N]
// With --broker URL (mqtt:// or mqtts://), a game by code through that broker (issue 25):
// the first line printed is "code: XXXX-XXXX".
int net_host(const QStringList& args);
// spaceships-cli net-join HOST:PORT --bot NAME [--seed S] [--record FILE] [--name N]
// spaceships-cli net-join CODE --broker URL --bot NAME [...]: the game of that code.
int net_join(const QStringList& args);

} // namespace ss::cli
