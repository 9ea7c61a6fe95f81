// density: per-cell probability from counting each hidden ship's placements that fit
// everything known, each ship on its own. hider: the same aim, with the fleet laid out
// where density shooters look last (the Admiral's setup): a yardstick for an opponent
// that hides its fleet well (issue 24).
#include "bots/beliefs.h"
#include "bots/bot_list.h"

namespace ss {

namespace {

class DensityBot : public Bot {
public:
    DensityBot() = default;
    DensityBot(std::string name, Placement placement) : name_(std::move(name)), placement_(placement) {}
    std::string name() const override { return name_; }
    std::vector<ShipSpec> setup() override { return place_fleet(rule_, placement_, rng_, *rules_); }
    void turn(const Knowledge& k, Actions& out) override
    {
        choose_actions(k, rule(), placement_density(k, rule(), 40.0), rng_, out);
    }

private:
    std::string name_ = "density";
    Placement placement_ = Placement::Uniform;
};

} // namespace

std::unique_ptr<Bot> make_density_bot() { return std::make_unique<DensityBot>(); }

std::unique_ptr<Bot> make_hider_bot() { return std::make_unique<DensityBot>("hider", Placement::Evasive); }

} // namespace ss
