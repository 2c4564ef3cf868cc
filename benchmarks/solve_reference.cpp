// Parse-and-solve in C++: the reference benchmarks/solve.py measures `gameviz solve --json` against.
//
// Reads a two-player arena as a text edge list (written by benchmarks/solve.py from the arena gameviz
// generates): a line "V n", n lines "id<TAB>owner<TAB>target" (target 0, 1 or 2), a line "E m", m lines
// "source<TAB>target" with vertex ids, a line "S id" for the start. Solves it as `gameviz solve` does:
// each player's attractor step by step (counter per vertex), the outcome of every vertex, each player's
// strategy (in its attractor the first successor of a lower rank, in a draw the first successor outside
// the other's attractor), and prints the same JSON object as `gameviz solve --json` (start, steps and
// ranks, outcome, strategies), with the vertices in the same order.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

struct Reader {
    const char *at, *end;
    std::string_view field(char stop) {  // up to `stop` or the end of the line
        const char *start = at;
        while (at < end && *at != stop && *at != '\n') at++;
        std::string_view text(start, at - start);
        if (at < end) at++;
        return text;
    }
    long number(char stop) { return std::strtol(std::string(field(stop)).c_str(), nullptr, 10); }
};

struct Attractor {
    std::vector<int32_t> rank, order, move;  // order: the vertices as they entered; move: -1 or a successor
    std::vector<int64_t> starts;             // where each step starts in order, then the end
};

static Attractor attract(int player, const std::vector<uint8_t> &owner, const std::vector<uint8_t> &target,
                         const std::vector<int64_t> &succ_ptr, const std::vector<int32_t> &succ_idx,
                         const std::vector<int64_t> &pred_ptr, const std::vector<int32_t> &pred_idx) {
    int64_t n = owner.size();
    Attractor a{std::vector<int32_t>(n, -1), {}, std::vector<int32_t>(n, -1), {}};
    std::vector<int64_t> needed(n);
    for (int64_t u = 0; u < n; u++) {
        needed[u] = owner[u] == player ? 1 : succ_ptr[u + 1] - succ_ptr[u];
        if (target[u] && target[u] != player) needed[u] = 0;
    }
    for (int64_t u = 0; u < n; u++)
        if (target[u] == player) { needed[u] = 0; a.rank[u] = 0; a.order.push_back(int32_t(u)); }
    a.starts.push_back(0);
    int64_t begin = 0;
    for (int32_t level = 1; begin < int64_t(a.order.size()); level++) {
        int64_t end = a.order.size();
        for (int64_t k = begin; k < end; k++) {
            int32_t v = a.order[k];
            for (int64_t e = pred_ptr[v]; e < pred_ptr[v + 1]; e++) {
                int32_t u = pred_idx[e];
                if (needed[u] > 0 && --needed[u] == 0) { a.rank[u] = level; a.order.push_back(u); }
            }
        }
        for (int64_t k = end; k < int64_t(a.order.size()); k++) {
            int32_t u = a.order[k];
            if (owner[u] != player) continue;
            for (int64_t e = succ_ptr[u]; e < succ_ptr[u + 1]; e++) {
                int32_t w = succ_idx[e];
                if (a.rank[w] >= 0 && a.rank[w] < level) { a.move[u] = w; break; }
            }
        }
        if (int64_t(a.order.size()) > end) a.starts.push_back(end);
        begin = end;
    }
    a.starts.push_back(a.order.size());
    return a;
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    std::FILE *f = std::fopen(argv[1], "rb");
    if (!f) return 2;
    std::fseek(f, 0, SEEK_END);
    long size = std::ftell(f);
    std::fseek(f, 0, SEEK_SET);
    std::string text(size, '\0');
    if (std::fread(text.data(), 1, size, f) != size_t(size)) return 2;
    std::fclose(f);
    Reader in{text.data(), text.data() + size};

    in.field(' ');
    int64_t n = in.number('\n');
    std::vector<std::string_view> ids(n);
    std::vector<uint8_t> owner(n), target(n);
    std::unordered_map<std::string_view, int32_t> index;
    index.reserve(n * 2);
    for (int64_t v = 0; v < n; v++) {
        ids[v] = in.field('\t');
        owner[v] = uint8_t(in.number('\t'));
        target[v] = uint8_t(in.number('\n'));
        index.emplace(ids[v], int32_t(v));
    }
    in.field(' ');
    int64_t m = in.number('\n');
    std::vector<int32_t> source(m), succ_idx(m);
    std::vector<int64_t> succ_ptr(n + 1, 0), pred_ptr(n + 1, 0);
    for (int64_t e = 0; e < m; e++) {  // grouped by source, in the arena's order
        source[e] = index.at(in.field('\t'));
        succ_idx[e] = index.at(in.field('\n'));
        succ_ptr[source[e] + 1]++;
        pred_ptr[succ_idx[e] + 1]++;
    }
    in.field(' ');
    std::string_view start = in.field('\n');
    for (int64_t v = 0; v < n; v++) { succ_ptr[v + 1] += succ_ptr[v]; pred_ptr[v + 1] += pred_ptr[v]; }
    std::vector<int32_t> pred_idx(m);
    std::vector<int64_t> fill(pred_ptr.begin(), pred_ptr.end() - 1);
    for (int64_t e = 0; e < m; e++) pred_idx[fill[succ_idx[e]]++] = source[e];

    Attractor a[3];
    for (int p = 1; p <= 2; p++) a[p] = attract(p, owner, target, succ_ptr, succ_idx, pred_ptr, pred_idx);

    std::string out;
    out.reserve(64 << 20);
    auto quoted = [&](int32_t v) { out += '"'; out.append(ids[v]); out += '"'; };
    out += "{\"start\": \"";
    out.append(start);
    out += "\", \"attractors\": {";
    for (int p = 1; p <= 2; p++) {
        out += p == 1 ? "\"1\": {\"steps\": [" : ", \"2\": {\"steps\": [";
        for (size_t s = 0; s + 1 < a[p].starts.size(); s++) {
            out += s ? ", [" : "[";
            for (int64_t k = a[p].starts[s]; k < a[p].starts[s + 1]; k++) {
                if (k > a[p].starts[s]) out += ", ";
                quoted(a[p].order[k]);
            }
            out += ']';
        }
        out += "], \"rank\": {";
        for (size_t k = 0; k < a[p].order.size(); k++) {
            if (k) out += ", ";
            quoted(a[p].order[k]);
            out += ": " + std::to_string(a[p].rank[a[p].order[k]]);
        }
        out += "}}";
    }
    out += "}, \"outcome\": {";
    for (int64_t v = 0; v < n; v++) {
        if (v) out += ", ";
        quoted(int32_t(v));
        out += a[1].rank[v] >= 0 ? ": 1" : a[2].rank[v] >= 0 ? ": 2" : ": 0";
    }
    out += "}, \"strategy\": {";
    for (int p = 1; p <= 2; p++) {
        out += p == 1 ? "\"1\": {" : ", \"2\": {";
        bool first = true;
        auto write = [&](int32_t u, int32_t w) {
            if (!first) out += ", ";
            first = false;
            quoted(u);
            out += ": ";
            quoted(w);
        };
        for (int32_t u : a[p].order)  // winning moves, in the order the vertices entered
            if (a[p].move[u] >= 0) write(u, a[p].move[u]);
        const Attractor &foe = a[3 - p];
        for (int64_t u = 0; u < n; u++) {  // safe moves in draws, in the arena's order
            if (owner[u] != p || a[p].rank[u] >= 0 || foe.rank[u] >= 0 || target[u]) continue;
            for (int64_t e = succ_ptr[u]; e < succ_ptr[u + 1]; e++)
                if (foe.rank[succ_idx[e]] < 0) { write(int32_t(u), succ_idx[e]); break; }
        }
        out += '}';
    }
    out += "}}\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
