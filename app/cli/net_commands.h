// Network endpoints of spaceships-cli (issue 12, docs/network-protocol.md): one network
// game between a built-in bot here and whoever is at the other end, for testing and for
// people who run bots. Exit status 0 for a clean game, 3 when cheating was detected, 1 for
// any other failure.
#pragma once

#include <QStringList>

namespace ss::cli {

constexpr int kCheating = 3;

// spaceships-cli net-host [--port P] [--address A] --bot NAME [--seat A|B] [--fleet F] [--seed S] [--record FILE] [--name N]
int net_host(const QStringList& args);
// spaceships-cli net-join HOST:PORT --bot NAME [--seed S] [--record FILE] [--name N]
int net_join(const QStringList& args);

} // namespace ss::cli
