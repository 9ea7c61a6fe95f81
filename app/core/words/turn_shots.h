// A turn's results as the shots the 3-D view plays out one by one, in the conventional
// order of reporting [11.7.1.1] — beam strikes, strikes, scans, kamikaze deaths — first the
// reader's own actions in the opponent's space, then the opponent's in the reader's, each
// space's destroyed ships after its shots [11.7.3] with a callout ("You destroyed their
// kill cruiser!").
#pragma once

#include "knowledge.h"

#include <QString>
#include <QVariantList>

namespace ss::app {

// Each shot a map: "space" ("opponent" or "own": where it lands), "kind" ("beam",
// "strike", "scan", "kamikaze" or "destroyed"), "cells" (cell indices), "results" (one per
// cell: "hit", "miss", "duplicate"; a scan's "ship", "empty", "destroyed"; a kamikaze
// launch's "launch", in the launcher's own space [5.4]), "explosion"
// (the cells a missile explosion took [8.1.4]), "burnout" [8.2.4]; a destroyed ship's
// "ship" (its name) and "callout"; the others' "caption", the shot in words ("Your strike
// at Yx3: hit"). `reader` is "You" or a name.
QVariantList turn_shots(const TurnView& view, const QString& reader, const QString& opponent);

} // namespace ss::app
