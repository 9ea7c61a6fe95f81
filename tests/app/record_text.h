// A record file as the game reads it: its sealed setups opened with this user's key.
#pragma once

#include "record_files.h"

#include <QTest>

namespace ss::app::test {

inline std::string record_text(const QString& path)
{
    QString why;
    const std::optional<std::string> text = read_record_text(path, &why);
    if (!text)
        qWarning("%s", qPrintable(why));
    return text.value_or(std::string());
}

} // namespace ss::app::test
