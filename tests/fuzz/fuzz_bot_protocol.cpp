// libFuzzer target: the bot protocol's `seen` line (a turn as a player saw it, as JSON) —
// read against a player's fleet and, when it reads, learnt, as a bot served over the
// protocol does (app/cli/bot_server.cpp).
#include "fuzz_fleets.h"
#include "protocol_json.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const ss::Session start = ss::fuzz::two_fleets();
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!doc.isObject())
        return 0;
    ss::Knowledge knowledge = start.knowledge(ss::Player::A);
    QString why;
    if (const auto view = ss::json::parse_seen(doc.object(), knowledge.own().fleet, &why))
        knowledge.learn(*view);
    return 0;
}
