#include "bot_factory.h"

#include "process_bot.h"

namespace ss::cli {

BotFactory bot_factory(const QString& spec, QString& why)
{
    if (spec.isEmpty()) {
        why = "name a bot: " + QString::fromStdString([] {
                  std::string s;
                  for (const std::string& n : bot_names())
                      s += (s.empty() ? "" : ", ") + n;
                  return s;
              }()) + ", or cmd:\"PROGRAM ARGS\"";
        return {};
    }
    if (spec.startsWith("cmd:")) {
        const QString command = spec.mid(4).trimmed();
        if (command.isEmpty()) {
            why = "cmd: needs a program, e.g. cmd:\"./my-bot --fast\"";
            return {};
        }
        return [command] { return std::make_unique<ProcessBot>(command); };
    }
    const std::string name = spec.toStdString();
    if (!make_bot(name)) {
        why = "unknown bot '" + spec + "'";
        return {};
    }
    return [name] { return make_bot(name); };
}

} // namespace ss::cli
