// spaceships-cli: the headless referee [docs/record-format.md section 3].
#include "bench.h"
#include "bot_commands.h"
#include "bot_server.h"
#include "net_commands.h"
#include "referee_commands.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

namespace {

const char* kUsage = R"(usage: spaceships-cli COMMAND [ARGS]

commands:
  replay FILE   referee a game record (.ssg) and print every result as JSON
  check FILE    referee a game record and print a summary
  analyse FILE [--seed S] [--rollouts N] [--policy BOT] [--no-judgement]
                each turn's chances of winning and each choice weighed against the
                Admiral's, as JSON (docs/record-format.md)
  tournament --a BOT --b BOT --games N --seed S [--json] [--records DIR] [--time MS] [--fleet F]
             [--fleets swapped|own]
                bot against bot, in pairs of games with seats swapped, and fleets too
                (swapped, the default) or each bot's own fleet in every game (own)
  match --a BOT --b BOT --seed S [--record FILE] [--time MS] [--fleet F]
                one game between two bots
  bot --bot NAME
                serve a built-in bot over the bot protocol on stdin/stdout
  net-host [--port P] [--address A] --bot NAME [--seat A|B] [--fleet F] [--seed S] [--record FILE]
                host one network game, the bot playing here (docs/network-protocol.md)
  net-join HOST:PORT --bot NAME [--seed S] [--record FILE]
                join a network game with the bot
  solo --bot BOT --games N --seed S [--json] [--end destroyed|rules]
                turns a bot needs against a fleet that never shoots back: until it is
                destroyed (the default), or until the rules end the game (2.3.2 too)
  bench         play a fixed set of seeded bot games and print their digest, a
                signature that changes whenever play changes
  help          show this text

bots: random, hunter, density, hider (density's aim, a well-hidden fleet), sampler,
commodore (the Admiral on 30 sampled fleets a turn), admiral (the strongest),
oracle, or cmd:"PROGRAM ARGS" for an external program speaking the bot protocol

exit status: 0 success, 2 the record breaks a rule or the format, 3 cheating detected in a
network game, 1 any other failure
)";

int usage(FILE* to, int status)
{
    std::fputs(kUsage, to);
    return status;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("spaceships-cli");
    QCoreApplication::setApplicationVersion(SPACESHIPS_VERSION);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty())
        return usage(stderr, ss::cli::kFailure);
    const QString command = args[0];
    if (command == "help" || command == "--help" || command == "-h")
        return usage(stdout, ss::cli::kOk);
    if (command == "--version") {
        std::printf("spaceships-cli %s\n", SPACESHIPS_VERSION);
        return ss::cli::kOk;
    }
    if (command == "tournament")
        return ss::cli::tournament(args.mid(1));
    if (command == "bot")
        return ss::cli::serve_bot(args.mid(1));
    if (command == "match")
        return ss::cli::match(args.mid(1));
    if (command == "net-host")
        return ss::cli::net_host(args.mid(1));
    if (command == "net-join")
        return ss::cli::net_join(args.mid(1));
    if (command == "solo")
        return ss::cli::solo(args.mid(1));
    if (command == "bench" && args.size() == 1) {
        const ss::BenchResult r = ss::run_bench();
        std::printf("%d games, %d turns in %.2f s\nbench %s\n", r.games, r.turns, r.seconds,
                    ss::to_hex(r.digest).c_str());
        return ss::cli::kOk;
    }
    if (command == "analyse")
        return ss::cli::analyse(args.mid(1));
    if ((command == "replay" || command == "check") && args.size() == 2)
        return command == "replay" ? ss::cli::replay(args[1]) : ss::cli::check(args[1]);
    std::fprintf(stderr, "spaceships-cli: unknown command or wrong arguments: %s\n\n",
                 args.join(' ').toLocal8Bit().constData());
    return usage(stderr, ss::cli::kFailure);
}
