#include "kept_choices.h"

#include "game_options.h"
#include "setup_controller.h"

namespace ss::app {

void keep_choices(const GameOptions& options, const SetupController& setup)
{
    Preferences p = load_preferences();
    options.store(p);
    p.cost_fleet = setup.costFleet();
    p.rules = setup.rules();
    if (options.mode() != GameOptions::Mode::TwoPlayers) // a person's secret layout is never kept for the next
        p.layout = setup.setup();
    save_preferences(p);
}

void restore_choices(const Preferences& p, GameOptions& options, SetupController& setup)
{
    options.restore(p);
    setup.set_ruleset(*ruleset_named(p.rules.toStdString()));
    setup.setCostFleet(p.cost_fleet);
    restore_layout(p, setup);
}

void restore_layout(const Preferences& p, SetupController& setup)
{
    if (!p.layout.empty() && setup.ruleset().ships.validate_setup(p.layout, setup.rule()).empty())
        setup.load(p.layout);
    else
        setup.start_over({}); // an empty space, and no word left from the last setup
}

} // namespace ss::app
