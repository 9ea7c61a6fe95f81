// oracle: knows the opponent's layout. Only for measuring the limit of play: referees
// reveal the opponent's fleet to it and to no other bot.
#include "bots/bot_list.h"
#include "bots/targeting.h"

namespace ss {

namespace {

class OracleBot : public Bot {
public:
    std::string name() const override { return "oracle"; }
    void reveal_opponent(const Fleet& fleet) override
    {
        ships_ = CellSet{};
        for (const Ship& s : fleet)
            ships_ |= s.cells;
    }
    void turn(const Knowledge& k, Actions& out) override
    {
        CellScores p{};
        for (Cell c : ships_ - k.opponent_destroyed())
            p[c.index] = 1;
        TargetingStyle style;
        style.beam_value = 0; // it never wastes a beam, so burn-out is no loss worth weighing
        choose_actions(k, rule(), p, rng_, out, style);
    }

private:
    CellSet ships_;
};

} // namespace

std::unique_ptr<Bot> make_oracle_bot() { return std::make_unique<OracleBot>(); }

} // namespace ss
