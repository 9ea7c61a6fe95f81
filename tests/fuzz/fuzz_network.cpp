// libFuzzer target: the network protocol (docs/network-protocol.md) as a host receives it.
// The bytes are taken as if they arrived on the connection, by a host whose bot answers
// every setup and turn, so a well-formed prefix (the seed corpus holds a whole honest
// game) leads deep into the game; nothing may crash, whatever follows.
#include "net_game.h"

#include "bots/bot.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_network";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    if (size > 256 * 1024)
        return 0;
    ss::app::NetGame host;
    std::unique_ptr<ss::Bot> bot = ss::make_bot("hunter");
    QObject::connect(&host, &ss::app::NetGame::setupNeeded, &host, [&] {
        bot->new_game(ss::Player::A, host.rule(), 12);
        host.setSetup(bot->setup());
    });
    QObject::connect(&host, &ss::app::NetGame::turnNeeded, &host, [&] {
        ss::Actions actions;
        bot->turn(host.side()->knowledge(), actions);
        host.setActions(actions);
    });
    host.host_unconnected(ss::Player::A, ss::FleetRule::standard());
    host.receive(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    return 0;
}
