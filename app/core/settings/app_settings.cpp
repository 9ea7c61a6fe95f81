#include "app_settings.h"

#include "translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

#include <algorithm>

namespace ss::app {

namespace {
AppSettings* the_instance = nullptr;
}

AppSettings::AppSettings(QObject* parent) : QObject(parent) { load(); }

AppSettings* AppSettings::instance()
{
    if (!the_instance) {
        the_instance = new AppSettings(QCoreApplication::instance());
        QQmlEngine::setObjectOwnership(the_instance, QQmlEngine::CppOwnership);
    }
    return the_instance;
}

AppSettings* AppSettings::create(QQmlEngine* engine, QJSEngine*)
{
    AppSettings* settings = instance();
    settings->engine_ = engine;
    return settings;
}

void AppSettings::load()
{
    QSettings s;
    palette_ = s.value("view/palette", 0).toInt() == 1 ? Palette::HighContrast : Palette::Standard;
    layer_spacing_ = std::clamp(s.value("view/layerSpacing", kDefaultLayerSpacing).toDouble(), 0.0, 1.0);
    layers_in_row_ = s.value("view/layersInRow", true).toBool();
    const QString language = s.value("view/language").toString();
    language_ = languages().contains(language) ? language : QString();
    confirm_leave_ = s.value("confirm/leave", true).toBool();
    confirm_delete_ = s.value("confirm/delete", true).toBool();
    view3d_large_ = s.value("view/3dLarge", true).toBool();
    animations_ = s.value("view/animations", true).toBool();
    reveal_speed_ = std::clamp(s.value("view/revealSpeed", 1).toInt(), 0, 2);
    text_size_ = std::clamp(s.value("view/textSize", 0).toInt(), 0, 3);
    sound_ = s.value("sound/on", true).toBool();
    volume_ = std::clamp(s.value("sound/volume", 0.5).toDouble(), 0.0, 1.0);
    tips_seen_ = s.value("help/tipsSeen", false).toBool();
    rule_numbers_ = s.value("view/ruleNumbers", true).toBool();
    set_rule_numbers_shown(rule_numbers_);
}

void AppSettings::setPalette(Palette palette)
{
    if (palette == palette_)
        return;
    palette_ = palette;
    QSettings().setValue("view/palette", static_cast<int>(palette));
    emit changed();
}

QStringList AppSettings::paletteNames() const
{
    return {tr("Standard (safe for colour blindness)"), tr("High contrast")};
}

template <class T>
void AppSettings::keep(T& member, T value, const char* key)
{
    if (value == member)
        return;
    member = value;
    QSettings().setValue(key, QVariant::fromValue(value));
    emit changed();
}

void AppSettings::setLayerSpacing(double spacing) { keep(layer_spacing_, std::clamp(spacing, 0.0, 1.0), "view/layerSpacing"); }

void AppSettings::setLayersInRow(bool row) { keep(layers_in_row_, row, "view/layersInRow"); }

void AppSettings::setRevealSpeed(int speed) { keep(reveal_speed_, std::clamp(speed, 0, 2), "view/revealSpeed"); }

void AppSettings::setTextSize(int size) { keep(text_size_, std::clamp(size, 0, 3), "view/textSize"); }

void AppSettings::setLanguage(const QString& code)
{
    if (code == language_ || !languages().contains(code))
        return;
    language_ = code;
    QSettings().setValue("view/language", code);
    install_language(code);
    if (engine_)
        engine_->retranslate();
    emit languageChanged();
}

QStringList AppSettings::languages() const
{
    return QStringList{QString(), "en"} + translated_languages();
}

QStringList AppSettings::languageNames() const
{
    QStringList names;
    for (const QString& code : languages()) {
        if (code.isEmpty())
            names << tr("The system's language");
        else if (code == "en")
            names << QStringLiteral("English");
        else {
            const QLocale locale(code);
            QString name = locale.nativeLanguageName();
            if (!name.isEmpty())
                name[0] = name[0].toUpper();
            names << name;
        }
    }
    return names;
}

void AppSettings::setConfirmLeave(bool ask) { keep(confirm_leave_, ask, "confirm/leave"); }

void AppSettings::setConfirmDelete(bool ask) { keep(confirm_delete_, ask, "confirm/delete"); }

void AppSettings::setView3dLarge(bool large) { keep(view3d_large_, large, "view/3dLarge"); }

void AppSettings::setAnimations(bool on) { keep(animations_, on, "view/animations"); }

void AppSettings::setSound(bool on) { keep(sound_, on, "sound/on"); }

void AppSettings::setVolume(double volume) { keep(volume_, std::clamp(volume, 0.0, 1.0), "sound/volume"); }

void AppSettings::setTipsSeen(bool seen) { keep(tips_seen_, seen, "help/tipsSeen"); }

void AppSettings::setRuleNumbers(bool shown)
{
    if (shown == rule_numbers_)
        return;
    rule_numbers_ = shown;
    QSettings().setValue("view/ruleNumbers", shown);
    set_rule_numbers_shown(shown);
    if (engine_)
        engine_->retranslate(); // (every text, as for a new language)
    emit languageChanged();
}

void AppSettings::restoreDefaults()
{
    setView3dLarge(true);
    setAnimations(true);
    setRevealSpeed(1);
    setTextSize(0);
    setSound(true);
    setVolume(0.5);
    setPalette(Palette::Standard);
    setLayerSpacing(kDefaultLayerSpacing); // (not 0: the layers collapsed into a solid cube)
    setRuleNumbers(true);
    setLayersInRow(true);
    setConfirmLeave(true);
    setConfirmDelete(true);
    setLanguage(QString());
}

} // namespace ss::app
