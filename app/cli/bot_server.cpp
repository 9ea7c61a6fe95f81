#include "bot_server.h"

#include "bots/bot.h"
#include "protocol_json.h"
#include "record.h"
#include "referee_commands.h"

#include <QJsonDocument>

#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

namespace ss::cli {

namespace {

void answer(const std::string& line)
{
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

std::optional<FleetRule> fleet_of(const std::string& text)
{
    if (text == "standard")
        return FleetRule::standard();
    if (text.rfind("cost-", 0) == 0) {
        try {
            const int n = std::stoi(text.substr(5));
            if (n > 0 && n <= 200)
                return FleetRule::with_cost(n);
        } catch (const std::exception&) {
        }
    }
    return std::nullopt;
}

} // namespace

int serve_bot(const QStringList& args)
{
    if (args.size() != 2 || args[0] != "--bot") {
        std::fputs("usage: spaceships-cli bot --bot NAME\n", stderr);
        return kFailure;
    }
    const std::string name = args[1].toStdString();
    std::unique_ptr<Bot> bot = make_bot(name);
    if (!bot) {
        std::fprintf(stderr, "spaceships-cli bot: unknown bot '%s'\n", name.c_str());
        return kFailure;
    }
    Player seat = Player::A;
    FleetRule rule;
    std::optional<Knowledge> knowledge;
    Actions actions;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::size_t space = line.find(' ');
        const std::string command = line.substr(0, space);
        const std::string rest = space == std::string::npos ? std::string() : line.substr(space + 1);
        if (command == "spaceships") {
            answer(rest == "1" ? "= 1" : "? this bot speaks protocol version 1");
        } else if (command == "name") {
            answer("= " + name + " " + SPACESHIPS_VERSION);
        } else if (command == "new") {
            char role = 0;
            char fleet[32] = {};
            unsigned long long seed = 0;
            std::optional<FleetRule> r;
            if (std::sscanf(rest.c_str(), "%c %31s %llu", &role, fleet, &seed) == 3 && (role == 'A' || role == 'B') &&
                (r = fleet_of(fleet))) {
                seat = role == 'A' ? Player::A : Player::B;
                rule = *r;
                bot->new_game(seat, rule, seed);
                knowledge.reset();
                answer("= ok");
            } else {
                answer("? usage: new A|B standard|cost-N SEED");
            }
        } else if (command == "time") {
            try {
                const int ms = std::stoi(rest);
                if (ms <= 0)
                    throw std::invalid_argument("time");
                bot->set_time_budget(ms);
                answer("= ok");
            } catch (const std::exception&) {
                answer("? usage: time MS");
            }
        } else if (command == "setup") {
            const std::vector<ShipSpec> ships = bot->setup();
            knowledge.emplace(seat, make_fleet(ships));
            answer("= " + write_ships(ships));
        } else if (command == "turn") {
            if (!knowledge) {
                answer("? no setup yet");
                continue;
            }
            bot->turn(*knowledge, actions);
            std::vector<std::string> tokens;
            for (const Action& a : actions)
                tokens.push_back(to_token(a));
            answer("= " + write_tokens(tokens));
        } else if (command == "seen") {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(rest), &error);
            QString why = error.errorString();
            const auto view = doc.isObject() && knowledge ? json::parse_seen(doc.object(), knowledge->own().fleet, &why)
                                                          : std::nullopt;
            if (!view) {
                answer("? " + (knowledge ? why : QString("no setup yet")).toStdString());
                continue;
            }
            knowledge->learn(*view);
            answer("= ok");
        } else if (command == "end") {
            answer("= ok");
        } else if (command == "quit") {
            answer("= bye");
            return kOk;
        } else {
            answer("? unknown command '" + command + "'");
        }
    }
    return kOk;
}

} // namespace ss::cli
