// The command line after a spaceships-cli command: --name value pairs, bare --flags, and
// up to `max_positional` plain arguments (net-join's HOST:PORT).
#pragma once

#include <QStringList>

#include <map>

namespace ss::cli {

struct Options {
    std::map<QString, QString> values;
    QStringList positional;
    QString error;

    static Options parse(const QStringList& args, const QStringList& flags, int max_positional = 0)
    {
        Options o;
        for (int i = 0; i < args.size(); ++i) {
            const QString& a = args[i];
            if (!a.startsWith("--")) {
                if (o.positional.size() >= max_positional) {
                    o.error = "unexpected argument: " + a;
                    return o;
                }
                o.positional << a;
                continue;
            }
            const QString name = a.mid(2);
            if (flags.contains(name)) {
                o.values[name] = "1";
            } else if (i + 1 < args.size()) {
                o.values[name] = args[++i];
            } else {
                o.error = a + " needs a value";
                return o;
            }
        }
        return o;
    }
    QString get(const QString& name, const QString& fallback = {}) const
    {
        const auto it = values.find(name);
        return it == values.end() ? fallback : it->second;
    }
};

} // namespace ss::cli
