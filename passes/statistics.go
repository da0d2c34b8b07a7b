package passes

import (
	"fmt"
	"io"
	"slices"
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
// The pipelines a pass ran with State.RunPipeline count as its own: in
// the list they merge with the other passes of their names, in the
// pipeline display they nest under the pass (pipelines of the same text
// merged). Counters are totals over every operation a pass ran on,
// threads included; they add up over runs of the pass manager.
func (pm *PassManager) PrintStatistics(w io.Writer) {
	var b strings.Builder
	writeBanner(&b, statisticsBanner)
	if pm.cfg.StatisticsDisplay == "pipeline" {
		for _, n := range statisticsTree(pm.OpPassManager, pm.dynamic, nil) {
			n.print(&b, 0)
		}
	} else {
		printStatisticsList(&b, pm.OpPassManager, pm.dynamic)
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

func printStatisticsList(b *strings.Builder, m *OpPassManager, dynamic *dynamicPipelines) {
	merged := map[string][]statLine{}
	seen := map[*OpPassManager]bool{}
	var add func(m *OpPassManager)
	add = func(m *OpPassManager) {
		if seen[m] {
			return // a pass running a pipeline that holds it
		}
		seen[m] = true
		for _, e := range m.elements {
			if e.nested != nil {
				add(e.nested)
				continue
			}
			for _, d := range dynamic.of(e.pass) {
				add(d)
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

// statNode is an entry of the pipeline display: a pass with its
// statistics and the pipelines it ran, or a nested pipeline.
type statNode struct {
	name     string
	stats    []statLine
	children []*statNode
}

// statisticsTree returns the entries of m for the pipeline display.
// Pipelines already on the path (a pass running a pipeline that holds it)
// are left out.
func statisticsTree(m *OpPassManager, dynamic *dynamicPipelines, path []*OpPassManager) []*statNode {
	if slices.Contains(path, m) {
		return nil
	}
	path = append(path, m)
	var nodes []*statNode
	for _, e := range m.elements {
		if e.nested != nil {
			nodes = append(nodes, &statNode{
				name:     "'" + e.nested.anchor + "' Pipeline",
				children: statisticsTree(e.nested, dynamic, path),
			})
			continue
		}
		n := &statNode{name: e.pass.Info().Name, stats: passStatistics(e.pass)}
		byText := map[string]*statNode{}
		for _, d := range dynamic.of(e.pass) {
			sub := &statNode{name: "'" + d.anchor + "' Pipeline", children: statisticsTree(d, dynamic, path)}
			text := d.String()
			if prev, ok := byText[text]; ok {
				prev.merge(sub)
				continue
			}
			byText[text] = sub
			n.children = append(n.children, sub)
		}
		nodes = append(nodes, n)
	}
	return nodes
}

// merge adds the counters of o, an entry of the same shape, to n's.
func (n *statNode) merge(o *statNode) {
	for i := range min(len(n.stats), len(o.stats)) {
		n.stats[i].value += o.stats[i].value
	}
	for i := range min(len(n.children), len(o.children)) {
		n.children[i].merge(o.children[i])
	}
}

func (n *statNode) print(b *strings.Builder, indent int) {
	printPassEntry(b, indent, n.name, n.stats)
	for _, c := range n.children {
		c.print(b, indent+2)
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
