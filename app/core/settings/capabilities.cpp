#include "capabilities.h"

namespace ss::app {

bool& Capabilities::file_dialogs()
{
    static bool on = true;
    return on;
}

bool& Capabilities::sound_on()
{
    static bool on = true;
    return on;
}

QString& Capabilities::missing_text()
{
    static QString text;
    return text;
}

void Capabilities::set(bool file_dialogs, bool sound, const QString& missing)
{
    Capabilities::file_dialogs() = file_dialogs;
    sound_on() = sound;
    missing_text() = missing;
}

} // namespace ss::app
