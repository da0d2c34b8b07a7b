package main

import (
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The static count of team barriers: call sites, in a binary's
// disassembly, of the OpenMP runtime entry points that make the team
// wait. See barrierDoc for what is counted and why.

// siteCounts are the call sites of OpenMP runtime entry points (GOMP_*,
// __kmpc_*, omp_*) in a binary's code, by symbol: calls and jumps (tail
// calls) to the entry point itself, through the PLT or not.
type siteCounts map[string]int

// directBranchRE matches a direct call or jump to a symbol's entry in
// objdump -d's output ("call   1030 <GOMP_barrier@plt>", also "callq",
// "jmp", a conditional jump, a bnd or notrack prefix); a target with an
// offset (<f+0x10>) is a branch inside a function, and an indirect jump
// ("jmp *0x2fe2(%rip)  # 4018 <GOMP_barrier@GOMP_1.0>") is a PLT stub.
var directBranchRE = regexp.MustCompile(`\s(?:call|callq|jmp|jmpq|j[a-z]{1,3})\s+[0-9a-f]+\s+<([A-Za-z_][A-Za-z0-9_.]*?)(?:@plt)?>\s*$`)

// runtimePrefixes are the symbols counted: the entry points of libgomp
// and libomp.
var runtimePrefixes = []string{"GOMP_", "__kmpc_", "omp_"}

// parseObjdump counts the runtime call sites in objdump -d output,
// outside the PLT sections (whose stubs jump to the runtime themselves).
func parseObjdump(text string) siteCounts {
	sc := siteCounts{}
	inPLT := false
	for _, l := range strings.Split(text, "\n") {
		if sec, ok := strings.CutPrefix(l, "Disassembly of section "); ok {
			sec = strings.TrimSuffix(strings.TrimSpace(sec), ":")
			inPLT = sec == ".plt" || strings.HasPrefix(sec, ".plt.")
			continue
		}
		if inPLT {
			continue
		}
		m := directBranchRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		for _, p := range runtimePrefixes {
			if strings.HasPrefix(m[1], p) {
				sc[m[1]]++
				break
			}
		}
	}
	return sc
}

// The kinds of runtime call a barrier count adds up.
const (
	kindBarrier = "barrier"  // an explicit team barrier: the compiler's call for a construct's implicit barrier
	kindLoopEnd = "loop end" // the end of a dynamically scheduled loop (or sections) that waits for the team
	kindReduce  = "reduce"   // libomp's blocking reduction, a split team barrier
	kindOther   = "other"    // another entry point that waits for the team
	kindFork    = "fork"     // a parallel region: its join is a barrier, counted apart
)

// barrierSymbols are the entry points that make the whole team wait, and
// the kind each is counted under. GOMP_parallel* and __kmpc_fork_call
// fork a region whose end joins the team; they are counted apart as
// regions (kindFork), not as barriers.
var barrierSymbols = map[string]string{
	"GOMP_barrier":             kindBarrier,
	"GOMP_barrier_cancel":      kindBarrier,
	"__kmpc_barrier":           kindBarrier,
	"__kmpc_cancel_barrier":    kindBarrier,
	"GOMP_loop_end":            kindLoopEnd,
	"GOMP_loop_end_cancel":     kindLoopEnd,
	"GOMP_sections_end":        kindLoopEnd,
	"GOMP_sections_end_cancel": kindLoopEnd,
	"__kmpc_reduce":            kindReduce,
	"GOMP_single_copy_end":     kindOther,
	"__kmpc_copyprivate":       kindOther,
}

// forkSymbol reports whether sym forks a parallel region.
func forkSymbol(sym string) bool {
	switch {
	case sym == "__kmpc_fork_call", sym == "__kmpc_fork_call_if", sym == "__kmpc_fork_teams":
		return true
	case sym == "GOMP_parallel", sym == "GOMP_parallel_start", strings.HasPrefix(sym, "GOMP_parallel_loop_"), strings.HasPrefix(sym, "GOMP_parallel_sections"):
		return true
	}
	return false
}

// notBarrierSymbols are entry points one might take for a barrier but
// that do not wait for the team; the report lists them.
var notBarrierSymbols = []string{
	"GOMP_loop_end_nowait", "GOMP_sections_end_nowait",
	"__kmpc_for_static_fini", "__kmpc_dispatch_fini_4", "__kmpc_dispatch_fini_8",
	"__kmpc_reduce_nowait", "__kmpc_end_reduce", "__kmpc_end_reduce_nowait",
}

// barrierCount is a binary's static barrier count.
type barrierCount struct {
	byKind  map[string]int
	total   int // barriers, loop ends, reduces and others
	forks   int // parallel regions (their joins)
	symbols []string
}

// countBarriers sums the call sites of the barrier entry points.
func countBarriers(sc siteCounts) barrierCount {
	c := barrierCount{byKind: map[string]int{}}
	for _, sym := range slices.Sorted(maps.Keys(sc)) {
		n := sc[sym]
		if kind, ok := barrierSymbols[sym]; ok {
			c.byKind[kind] += n
			c.total += n
			c.symbols = append(c.symbols, sym)
		} else if forkSymbol(sym) {
			c.byKind[kindFork] += n
			c.forks += n
		}
	}
	return c
}

// breakdown writes the count's parts: "3 barrier + 1 loop end".
func (c barrierCount) breakdown() string {
	var parts []string
	for _, k := range []string{kindBarrier, kindLoopEnd, kindReduce, kindOther} {
		if n := c.byKind[k]; n > 0 {
			parts = append(parts, strconv.Itoa(n)+" "+k)
		}
	}
	return strings.Join(parts, " + ")
}

// barrierDoc is the report's account of what the barrier count counts.
const barrierDoc = `**What is counted.** Call sites in the binary's code (calls, and jumps
that are tail calls, to the entry point itself, through the PLT or not;
the PLT stubs are not call sites) of the runtime entry points at which the
whole team waits:

| entry point | runtime | counted as | why |
| --- | --- | --- | --- |
| ` + "`GOMP_barrier`, `GOMP_barrier_cancel`" + ` | libgomp | barrier | gcc's call for the implicit barrier at the end of a ` + "`for`" + ` with a static schedule (and of ` + "`single`" + `, and an explicit ` + "`#pragma omp barrier`" + `) |
| ` + "`GOMP_loop_end`, `GOMP_loop_end_cancel`" + ` | libgomp | loop end | the end of a dynamically scheduled loop without ` + "`nowait`" + `: libgomp waits for the team in it |
| ` + "`GOMP_sections_end`" + ` | libgomp | loop end | the same for ` + "`sections`" + ` |
| ` + "`__kmpc_barrier`, `__kmpc_cancel_barrier`" + ` | libomp | barrier | clang's call for every implicit barrier (static and dynamic loops, ` + "`single`" + `) and an explicit one |
| ` + "`__kmpc_reduce`" + ` | libomp | reduce | the blocking reduction, which clang uses for ` + "`for reduction(...)`" + ` without ` + "`nowait`" + `: a split team barrier (` + "`__kmpc_reduce`" + ` gathers the team, its ` + "`__kmpc_end_reduce`" + ` releases it), so the start is counted once; clang still emits the loop's own ` + "`__kmpc_barrier`" + ` after it, so such a loop waits twice |
| ` + "`GOMP_single_copy_end`, `__kmpc_copyprivate`" + ` | both | other | ` + "`single copyprivate`" + ` waits for the team |

Not counted, because the team does not wait in them:
` + "`GOMP_loop_end_nowait`" + ` (a dynamic loop with ` + "`nowait`" + `, or one that ends its
region, which gcc and strata end without a barrier since the join follows),
` + "`__kmpc_for_static_fini`" + ` (it only closes the static loop for the tools
interface: clang emits a separate ` + "`__kmpc_barrier`" + ` after it unless ` + "`nowait`" + `),
` + "`__kmpc_dispatch_fini_*`" + `, ` + "`__kmpc_reduce_nowait`" + `, ` + "`__kmpc_end_reduce`" + ` and
` + "`__kmpc_end_reduce_nowait`" + `.

**Regions are counted apart.** The end of a ` + "`parallel`" + ` region joins the team
(in ` + "`GOMP_parallel`" + ` after the body returns, or the old
` + "`GOMP_parallel_end`" + `; inside ` + "`__kmpc_fork_call`" + `): that is a barrier too, but
no compiler can remove it, so the *regions* column counts the fork sites
(` + "`GOMP_parallel*`" + `, ` + "`__kmpc_fork_call`" + `) and the barrier sum leaves them out.
A static count counts code, not executions: LLVM's unroller fully
unrolls a short constant time loop around a ` + "`parallel for`" + ` (SMALL sizes),
and every copy is a call site.`
