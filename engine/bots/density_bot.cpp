// density: per-cell probability from counting each hidden ship's placements that fit
// everything known, each ship on its own.
#include "bots/beliefs.h"
#include "bots/bot_list.h"

namespace ss {

namespace {

class DensityBot : public Bot {
public:
    std::string name() const override { return "density"; }
    void turn(const Knowledge& k, Actions& out) override
    {
        choose_actions(k, rule(), placement_density(k, rule(), 40.0), rng_, out);
    }
};

} // namespace

std::unique_ptr<Bot> make_density_bot() { return std::make_unique<DensityBot>(); }

} // namespace ss
