package passes

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

const statisticsBanner = "... Pass statistics report ..."

// statLine is one statistic of a report.
type statLine struct {
	name, help string
	value      int64
}

// PrintStatistics writes the statistics of the pipeline's passes in the
// format of mlir-opt's --mlir-pass-statistics, in the display the Config
// asks for. With "list" (the default) each pass name appears once, its
// counters summed over every instance of it in the pipeline, passes
// sorted by name and those without statistics left out:
//
//	===-------------------------------------------------------------------------===
//	                         ... Pass statistics report ...
//	===-------------------------------------------------------------------------===
//	  CSE
//	    (S) 2 num-cse'd - Number of operations CSE'd
//	    (S) 0 num-dce'd - Number of operations DCE'd
//
// With "pipeline" the report follows the pipeline, every pass shown and
// each nested pipeline as a `'func.func' Pipeline` entry above its passes.
// Counters are totals over every operation a pass ran on, threads
// included; they add up over runs of the pass manager.
func (pm *PassManager) PrintStatistics(w io.Writer) {
	var b strings.Builder
	writeBanner(&b, statisticsBanner)
	if pm.cfg.StatisticsDisplay == "pipeline" {
		printStatisticsPipeline(&b, pm.OpPassManager, 0)
	} else {
		printStatisticsList(&b, pm.OpPassManager)
	}
	b.WriteByte('\n')
	io.WriteString(w, b.String())
}

func passStatistics(p Pass) []statLine {
	var lines []statLine
	for _, f := range statisticFields(p) {
		lines = append(lines, statLine{name: f.name, help: f.help, value: f.stat.Value()})
	}
	return lines
}

func printStatisticsList(b *strings.Builder, m *OpPassManager) {
	merged := map[string][]statLine{}
	var add func(m *OpPassManager)
	add = func(m *OpPassManager) {
		for _, e := range m.elements {
			if e.nested != nil {
				add(e.nested)
				continue
			}
			stats := passStatistics(e.pass)
			if len(stats) == 0 {
				continue
			}
			name := e.pass.Info().Name
			prev, ok := merged[name]
			if !ok {
				merged[name] = stats
				continue
			}
			for i := range min(len(prev), len(stats)) {
				prev[i].value += stats[i].value
			}
		}
	}
	add(m)
	names := make([]string, 0, len(merged))
	for name := range merged {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		printPassEntry(b, 2, name, merged[name])
	}
}

func printStatisticsPipeline(b *strings.Builder, m *OpPassManager, indent int) {
	for _, e := range m.elements {
		if e.nested != nil {
			printPassEntry(b, indent, "'"+e.nested.anchor+"' Pipeline", nil)
			printStatisticsPipeline(b, e.nested, indent+2)
			continue
		}
		printPassEntry(b, indent, e.pass.Info().Name, passStatistics(e.pass))
	}
}

// printPassEntry writes a pass's name and its statistics, sorted by name,
// values right-aligned and names left-aligned:
//
//	(S) 12 num-cse'd - Number of operations CSE'd
func printPassEntry(b *strings.Builder, indent int, name string, stats []statLine) {
	pad := strings.Repeat(" ", indent)
	b.WriteString(pad + name + "\n")
	sort.SliceStable(stats, func(i, j int) bool { return stats[i].name < stats[j].name })
	nameWidth, valueWidth := 0, 0
	for _, s := range stats {
		nameWidth = max(nameWidth, len(s.name))
		valueWidth = max(valueWidth, len(strconv.FormatInt(s.value, 10)))
	}
	for _, s := range stats {
		fmt.Fprintf(b, "%s  (S) %*d %-*s - %s\n", pad, valueWidth, s.value, nameWidth, s.name, s.help)
	}
}
