// The settings that shape how the game looks, sounds and asks, for the Settings dialog,
// kept in QSettings and read by the views (a QML singleton): the palette (the standard
// one, safe for colour-vision deficiencies, or a high-contrast one), how far apart the
// 3-D view's layers start, the layers' arrangement, which view is large, animations,
// sound and its volume, the language, which confirmations are asked, and whether the
// first-game tips were read. The game's own choices (difficulty, asking before a turn with
// actions unused) are GameOptions'; the dialog shows both.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace ss::app {

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(Palette palette READ palette WRITE setPalette NOTIFY changed)
    Q_PROPERTY(QStringList paletteNames READ paletteNames NOTIFY languageChanged)
    // How far apart the 3-D view's layers start, 0 (a solid cube) to 1.
    Q_PROPERTY(double layerSpacing READ layerSpacing WRITE setLayerSpacing NOTIFY changed)
    // The five layers side by side in one row, or in two rows (three and two).
    Q_PROPERTY(bool layersInRow READ layersInRow WRITE setLayersInRow NOTIFY changed)
    // The language: "" follows the system; else a code from `languages`.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The languages offered, as codes ("" first, for the system's), and their names.
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
    Q_PROPERTY(QStringList languageNames READ languageNames NOTIFY languageChanged)
    // Ask before leaving a game in play, and before deleting a game from the library.
    Q_PROPERTY(bool confirmLeave READ confirmLeave WRITE setConfirmLeave NOTIFY changed)
    Q_PROPERTY(bool confirmDelete READ confirmDelete WRITE setConfirmDelete NOTIFY changed)
    // The screen's layout: the 3-D view large (the default) or the layers large.
    Q_PROPERTY(bool view3dLarge READ view3dLarge WRITE setView3dLarge NOTIFY changed)
    // Turn results come in with animations (off: shown at once, "reduce motion").
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY changed)
    // How fast a turn's results play out shot by shot in the 3-D view: 0 slow, 1 normal, 2 fast.
    Q_PROPERTY(int revealSpeed READ revealSpeed WRITE setRevealSpeed NOTIFY changed)
    // The text's size: 0 grows with a large window (the default), 1 as the desktop's, 2 at
    // 125 %, 3 at 150 % (Theme.textScale).
    Q_PROPERTY(int textSize READ textSize WRITE setTextSize NOTIFY changed)
    // Sound effects on, and their volume from 0 to 1.
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY changed)
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY changed)
    // The first-game tips were read or dismissed (Help shows them again).
    Q_PROPERTY(bool tipsSeen READ tipsSeen WRITE setTipsSeen NOTIFY changed)
    // Rule numbers in the texts, as "[8.2.4]" (off: only refusals cite their rule; translations.h).
    Q_PROPERTY(bool ruleNumbers READ ruleNumbers WRITE setRuleNumbers NOTIFY languageChanged)

public:
    enum class Palette { Standard, HighContrast };
    Q_ENUM(Palette)

    // The one instance, shared by QML and C++ (made on first use). (Not default
    // constructible: QML would make a second one instead of calling create().)
    static AppSettings* instance();
    static AppSettings* create(QQmlEngine*, QJSEngine*);

    Palette palette() const { return palette_; }
    void setPalette(Palette palette);
    QStringList paletteNames() const;
    // The layers a little apart at first, so that a ship reads as in its own layer (ninth
    // playtest: at 0 the cubes looked as if they sat in the layer above).
    static constexpr double kDefaultLayerSpacing = 0.42; // (a playtest: at 0.35 the lower layers piled up in the default view, tilted 24°)
    double layerSpacing() const { return layer_spacing_; }
    void setLayerSpacing(double spacing);
    bool layersInRow() const { return layers_in_row_; }
    void setLayersInRow(bool row);
    QString language() const { return language_; }
    void setLanguage(const QString& code);
    QStringList languages() const;
    QStringList languageNames() const;
    bool confirmLeave() const { return confirm_leave_; }
    void setConfirmLeave(bool ask);
    bool confirmDelete() const { return confirm_delete_; }
    void setConfirmDelete(bool ask);
    bool view3dLarge() const { return view3d_large_; }
    void setView3dLarge(bool large);
    bool animations() const { return animations_; }
    void setAnimations(bool on);
    int revealSpeed() const { return reveal_speed_; }
    void setRevealSpeed(int speed);
    int textSize() const { return text_size_; }
    void setTextSize(int size);
    bool sound() const { return sound_; }
    void setSound(bool on);
    double volume() const { return volume_; }
    void setVolume(double volume);
    bool tipsSeen() const { return tips_seen_; }
    void setTipsSeen(bool seen);
    bool ruleNumbers() const { return rule_numbers_; }
    void setRuleNumbers(bool shown);
    // Every setting of this dialog back to its default (the language too).
    Q_INVOKABLE void restoreDefaults();

signals:
    void changed();
    void languageChanged();

private:
    explicit AppSettings(QObject* parent);
    void load();
    // Sets a setting and keeps it (QSettings `key`), saying so, when it changes.
    template <class T>
    void keep(T& member, T value, const char* key);

    QPointer<QQmlEngine> engine_; // the views' engine, retranslated when the language changes

    Palette palette_ = Palette::Standard;
    double layer_spacing_ = kDefaultLayerSpacing;
    bool layers_in_row_ = true;
    QString language_;
    bool confirm_leave_ = true;
    bool confirm_delete_ = true;
    bool view3d_large_ = true;
    bool animations_ = true;
    int reveal_speed_ = 1;
    int text_size_ = 0;
    bool sound_ = true;
    double volume_ = 0.5; // (one of the View menu's levels: at 0.6 the menu said 50% and the slider 60%, playtest 19)
    bool tips_seen_ = false;
    bool rule_numbers_ = true;
};

} // namespace ss::app
