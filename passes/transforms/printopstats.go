package transforms

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// PrintOpStats is MLIR's print-op-stats: it counts the operations, by name,
// in the operation it runs on (that one included) and prints the counts
// sorted by name, as an aligned table or, with the json option, as a JSON
// object, in mlir-opt-16's format. It changes nothing.
//
// Passes have no output of their own, so the report goes to Out, which
// NewPrintOpStats sets to os.Stderr as mlir-opt prints to its error
// stream; a tool or a test may point it elsewhere. Each report is written
// with one call, so reports of runs on several operations at once do not
// interleave (when Out is safe for concurrent use, as os.Stderr is).
type PrintOpStats struct {
	JSON bool `option:"json" help:"print the stats as JSON"`
	// Out receives the report. It is not an option.
	Out io.Writer
}

// NewPrintOpStats returns the print-op-stats pass, printing to os.Stderr.
func NewPrintOpStats() passes.Pass { return &PrintOpStats{Out: os.Stderr} }

// Info describes the pass.
func (*PrintOpStats) Info() passes.Info {
	return passes.Info{
		Argument:    "print-op-stats",
		Name:        "PrintOpStats",
		Summary:     "Print statistics of operations",
		Description: "Counts the operations by name and prints the counts to the error stream, as a table or as JSON.",
	}
}

// Run prints the operation counts of op.
func (p *PrintOpStats) Run(op *ir.Operation, st *passes.State) error {
	st.MarkUnchanged()
	counts := map[string]int{}
	op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		counts[o.Name()]++
		return ir.Advance
	})
	names := make([]string, 0, len(counts))
	for name := range counts {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	if p.JSON {
		writeOpStatsJSON(&b, names, counts)
	} else {
		writeOpStatsTable(&b, names, counts)
	}
	out := p.Out
	if out == nil {
		out = os.Stderr
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// writeOpStatsTable writes MLIR's table: the dialect prefixes right-aligned
// so that the dots line up, the operation names left-aligned, the counts
// after " , ".
func writeOpStatsTable(b *strings.Builder, names []string, counts map[string]int) {
	b.WriteString("Operations encountered:\n")
	b.WriteString("-----------------------\n")
	maxDialect, maxOp := 0, 0
	for _, name := range names {
		dialect, op := splitOpName(name)
		maxDialect = max(maxDialect, len(dialect))
		maxOp = max(maxOp, len(op))
	}
	for _, name := range names {
		dialect, op := splitOpName(name)
		if dialect == "" {
			b.WriteString(strings.Repeat(" ", maxDialect+3))
		} else {
			fmt.Fprintf(b, "%*s.", maxDialect+2, dialect)
		}
		fmt.Fprintf(b, "%-*s , %d\n", maxOp, op, counts[name])
	}
}

// splitOpName splits "dialect.op" at its first dot; a name without one is
// all operation name.
func splitOpName(name string) (dialect, op string) {
	dialect, op, found := strings.Cut(name, ".")
	if !found || op == "" {
		return "", dialect
	}
	return dialect, op
}

func writeOpStatsJSON(b *strings.Builder, names []string, counts map[string]int) {
	b.WriteString("{\n")
	for i, name := range names {
		// MLIR writes the name as it is, unescaped.
		fmt.Fprintf(b, "  \"%s\" : %d", name, counts[name])
		if i != len(names)-1 {
			b.WriteString(",\n")
		} else {
			b.WriteString("\n")
		}
	}
	b.WriteString("}\n")
}
