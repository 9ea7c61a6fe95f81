// spaceships-cli: the headless referee [game-record.md section 3].
#include "referee_commands.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

namespace {

const char* kUsage = R"(usage: spaceships-cli COMMAND [ARGS]

commands:
  replay FILE   referee a game record (.ssg) and print every result as JSON
  check FILE    referee a game record and print a summary
  help          show this text

exit status: 0 success, 2 the record breaks a rule or the format, 1 any other failure
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
    if ((command == "replay" || command == "check") && args.size() == 2)
        return command == "replay" ? ss::cli::replay(args[1]) : ss::cli::check(args[1]);
    std::fprintf(stderr, "spaceships-cli: unknown command or wrong arguments: %s\n\n",
                 args.join(' ').toLocal8Bit().constData());
    return usage(stderr, ss::cli::kFailure);
}
