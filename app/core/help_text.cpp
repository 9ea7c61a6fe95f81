#include "help_text.h"

#include <QFile>

namespace ss::app {

QString HelpText::howToPlay()
{
    QFile file(":/docs/how-to-play.md");
    if (!file.open(QIODevice::ReadOnly))
        return tr("The guide is missing from this build.");
    return QString::fromUtf8(file.readAll());
}

} // namespace ss::app
