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
    // --bot NAME [--rules 2.6.1|classic]: the rules of every game unless `new` names them.
    const Ruleset* default_rules = args.size() == 4 && args[2] == "--rules" ? ruleset_named(args[3].toStdString())
                                   : args.size() == 2                       ? &rules_2_6_1()
                                                                            : nullptr;
    if ((args.size() != 2 && args.size() != 4) || args[0] != "--bot" || !default_rules) {
        std::fputs("usage: spaceships-cli bot --bot NAME [--rules 2.6.1|classic]\n", stderr);
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
    const Ruleset* rules = default_rules;
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
            // new ROLE FLEET SEED [RULES]: the optional fourth word names the rules.
            char role = 0;
            char fleet[32] = {}, named[32] = {};
            unsigned long long seed = 0;
            std::optional<FleetRule> r;
            const int words = std::sscanf(rest.c_str(), "%c %31s %llu %31s", &role, fleet, &seed, named);
            const Ruleset* game_rules = words == 4 ? ruleset_named(named) : default_rules;
            if (words >= 3 && (role == 'A' || role == 'B') && (r = fleet_of(fleet)) && game_rules &&
                (r->kind == FleetRule::Kind::Standard || game_rules->matches.cost_fleets)) {
                seat = role == 'A' ? Player::A : Player::B;
                rule = *r;
                rules = game_rules;
                bot->new_game(seat, rule, seed, *rules);
                knowledge.reset();
                answer("= ok");
            } else {
                answer("? usage: new A|B standard|cost-N SEED [2.6.1|classic] (classic fleets are standard)");
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
            knowledge.emplace(seat, make_fleet(ships), *rules);
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
