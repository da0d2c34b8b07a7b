package main

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/strata-ir/strata/bench/internal/benchkit"
	"github.com/strata-ir/strata/internal/irnames"
)

// checkResult says how the tools' outputs on the small instance compare.
type checkResult struct {
	funcs, ops int // of the small instance

	// Ours with and without threads: the same bytes?
	threadsSame bool
	threadsDiff string // the first differing line, if not

	cmp outputComparison // ours against the peer
}

// outputComparison compares two printed modules function by function.
type outputComparison struct {
	funcs     int // functions in the peer's output
	identical int // the same text after renaming SSA values
	sameOps   int // not identical, but the same operations (names and counts)
	missing   int // functions of the peer's output that ours lacks
	examples  []funcDiff
	opsOurs   map[string]int // operations by name in each whole output
	opsPeer   map[string]int
}

// funcDiff is the first difference in one function.
type funcDiff struct {
	name       string
	line       int // 1-based within the function
	ours, peer string
}

// checkOutputs runs ours (with and without threads) and the peer on a
// small instance of the workload with -o FILE and compares the outputs.
func checkOutputs(ctx context.Context, o options, tools map[string]string, work string) (*checkResult, error) {
	small := o.gen
	small.Funcs = min(o.checkFuncs, o.gen.Funcs)
	in := filepath.Join(work, "check.mlir")
	if _, err := writeWorkload(in, small); err != nil {
		return nil, err
	}
	outs := map[string][]byte{}
	for _, name := range []string{"ours", "ours-1thread", "peer"} {
		c, _ := lookupConfig(name)
		out := filepath.Join(work, "check-"+name+".mlir")
		args := slices.Concat(c.flags, []string{in, "-o", out})
		r, err := benchkit.Measure(ctx, benchkit.Cmd{Path: tools[c.tool], Args: args, Dir: work, Stderr: filepath.Join(work, "stderr.txt"), Timeout: o.timeout})
		if err != nil {
			return nil, fmt.Errorf("%s on the check instance: %w", name, err)
		}
		if r.Exit != 0 {
			return nil, fmt.Errorf("%s failed on the check instance with exit %d:\n%s", name, r.Exit, benchkit.FirstLines(r.Stderr, 12))
		}
		b, err := os.ReadFile(out)
		if err != nil {
			return nil, err
		}
		outs[name] = b
	}
	cr := &checkResult{funcs: small.Funcs, ops: small.ops()}
	cr.threadsSame = bytes.Equal(outs["ours"], outs["ours-1thread"])
	if !cr.threadsSame {
		cr.threadsDiff = firstDiff(string(outs["ours"]), string(outs["ours-1thread"]))
	}
	cr.cmp = compareOutputs(string(outs["ours"]), string(outs["peer"]))
	return cr, nil
}

// firstDiff describes the first line where a and b differ.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range max(len(la), len(lb)) {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("line %d: %q vs %q", i+1, strings.TrimSpace(x), strings.TrimSpace(y))
		}
	}
	return "no difference"
}

// function is one func.func of a printed module.
type function struct {
	name  string
	lines []string // normalized, without the func.func line's own name
	ops   map[string]int
}

// splitFunctions cuts a module printed in the custom form into its
// functions, renaming the SSA values of each to %v0, %v1, ... in order of
// appearance, so that two printers' naming choices do not matter.
func splitFunctions(text string) []function {
	var fs []function
	var cur *function
	var names *irnames.Renamer // the names of cur's values
	for _, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "func.func ") {
			name, _, _ := strings.Cut(strings.TrimPrefix(t, "func.func "), "(")
			name = strings.TrimPrefix(strings.TrimPrefix(name, "private "), "public ")
			fs = append(fs, function{name: name, ops: map[string]int{}})
			cur = &fs[len(fs)-1]
			names = &irnames.Renamer{}
		}
		if cur == nil {
			continue
		}
		t = names.Values(t)
		cur.lines = append(cur.lines, t)
		if op := opOfLine(t); op != "" {
			cur.ops[op]++
		}
		if l == "  }" {
			cur = nil
		}
	}
	return fs
}

// opOfLine returns the operation a printed line begins, "" for a line
// that begins none (a closing brace, a block label).
func opOfLine(t string) string {
	if _, rhs, ok := strings.Cut(t, " = "); ok && strings.HasPrefix(t, "%") {
		t = rhs
	}
	f, _, _ := strings.Cut(t, " ")
	switch {
	case f == "" || f == "}" || f == "{" || strings.HasPrefix(f, "^") || strings.HasPrefix(f, "%"):
		return ""
	case f == "return" || f == "call":
		return "func." + f // the func dialect's ops print without their prefix inside func.func
	}
	return f
}

// compareOutputs compares ours with the peer's output function by function.
func compareOutputs(ours, peer string) outputComparison {
	of, pf := splitFunctions(ours), splitFunctions(peer)
	c := outputComparison{funcs: len(pf), opsOurs: map[string]int{}, opsPeer: map[string]int{}}
	byName := map[string]function{}
	for _, f := range of {
		byName[f.name] = f
		addCounts(c.opsOurs, f.ops)
	}
	for _, p := range pf {
		addCounts(c.opsPeer, p.ops)
		o, ok := byName[p.name]
		switch {
		case !ok:
			c.missing++
		case slices.Equal(o.lines, p.lines):
			c.identical++
		default:
			if maps.Equal(o.ops, p.ops) {
				c.sameOps++
			}
			if len(c.examples) < 3 {
				c.examples = append(c.examples, diffFunction(o, p))
			}
		}
	}
	return c
}

func addCounts(dst, src map[string]int) {
	for k, v := range src {
		dst[k] += v
	}
}

func diffFunction(o, p function) funcDiff {
	for i := range max(len(o.lines), len(p.lines)) {
		var x, y string
		if i < len(o.lines) {
			x = o.lines[i]
		}
		if i < len(p.lines) {
			y = p.lines[i]
		}
		if x != y {
			return funcDiff{name: p.name, line: i + 1, ours: x, peer: y}
		}
	}
	return funcDiff{name: p.name}
}

// opNames returns the operation names of both counts, the most frequent
// in the peer's output first.
func (c outputComparison) opNames() []string {
	all := maps.Clone(c.opsPeer)
	for k := range c.opsOurs {
		all[k] += 0
	}
	return slices.SortedFunc(maps.Keys(all), func(a, b string) int {
		return cmp.Or(cmp.Compare(c.opsPeer[b], c.opsPeer[a]), cmp.Compare(c.opsOurs[b], c.opsOurs[a]), cmp.Compare(a, b))
	})
}

func total(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
