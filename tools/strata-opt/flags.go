package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/tools/internal/llvmflags"
	"github.com/urfave/cli/v2"
)

// generalFlags are the options other than the pass flags, in the order
// --help shows them; the pre-pass and the urfave/cli definitions both
// derive from them. The usage texts are mlir-opt's where it has the flag.
var generalFlags = []llvmflags.Spec{
	{Name: "o", Kind: llvmflags.Value, Usage: "Output `filename` (default: standard output, also named \"-\")"},
	{Name: "pass-pipeline", Kind: llvmflags.Value, Usage: "Textual description of the pass `pipeline` to run, as builtin.module(...)"},
	{Name: "split-input-file", Kind: llvmflags.Bool, Usage: "Split the input file into pieces and process each chunk independently"},
	{Name: "verify-diagnostics", Kind: llvmflags.Bool, Usage: "Check that emitted diagnostics match expected-* lines on the corresponding line"},
	{Name: "verify-each", Kind: llvmflags.Bool, Usage: "Run the verifier after each transformation pass (default: true)"},
	{Name: "allow-unregistered-dialect", Kind: llvmflags.Bool, Usage: "Allow operation with no registered dialects"},
	{Name: "mlir-print-op-generic", Kind: llvmflags.Bool, Usage: "Print the generic op form"},
	{Name: "mlir-print-debuginfo", Kind: llvmflags.Bool, Usage: "Print debug info in MLIR output"},
	{Name: "mlir-print-ir-before", Kind: llvmflags.Value, Usage: "Print IR before specified passes (comma-separated or repeated `pass-arg`s)"},
	{Name: "mlir-print-ir-after", Kind: llvmflags.Value, Usage: "Print IR after specified passes (comma-separated or repeated `pass-arg`s)"},
	{Name: "mlir-print-ir-before-all", Kind: llvmflags.Bool, Usage: "Print IR before each pass"},
	{Name: "mlir-print-ir-after-all", Kind: llvmflags.Bool, Usage: "Print IR after each pass"},
	{Name: "mlir-print-ir-after-change", Kind: llvmflags.Bool, Usage: "When printing the IR after a pass, only print if the IR changed"},
	{Name: "mlir-print-ir-after-failure", Kind: llvmflags.Bool, Usage: "When printing the IR after a pass, only print if the pass failed"},
	{Name: "mlir-print-ir-module-scope", Kind: llvmflags.Bool, Usage: "When printing IR for print-ir-[before|after]{-all} always print the top-level operation"},
	{Name: "mlir-print-ir-tree-dir", Kind: llvmflags.Value, Usage: "When printing IR before/after a pass, write it to a file tree rooted at `directory` instead of stderr"},
	{Name: "mlir-pass-statistics", Kind: llvmflags.Bool, Usage: "Display the statistics of each pass"},
	{Name: "mlir-pass-statistics-display", Kind: llvmflags.Value, Usage: "Display method for pass statistics: list (merged, by pass name) or pipeline (nested as the pipeline)"},
	{Name: "mlir-timing", Kind: llvmflags.Bool, Usage: "Display execution times"},
	{Name: "mlir-timing-display", Kind: llvmflags.Value, Usage: "Display method for timing data: tree (nested, the default) or list (merged, by time)"},
	{Name: "mlir-disable-threading", Kind: llvmflags.Bool, Usage: "Disable multi-threading: run passes on one operation at a time"},
	// The OpenMP lowering's flags, spelled as the meta-lowering paper's
	// mlir-opt-omp spells them: the defaults of the runtime= option of
	// --omp-to-omp-lower, --omp-outline and --omp-lower-plan, and of the
	// dsl= option of --omp-to-omp-lower (omplowering.Defaults).
	{Name: "omp-lower-dsl", Kind: llvmflags.Value, Usage: "The OpenMP lowering spec `file` (default: the specs built into strata-opt)"},
	{Name: "omp-lower-runtime", Kind: llvmflags.Value, Usage: "The OpenMP `runtime` to lower for: iomp, libgomp, pmsis, or a runtime of --omp-lower-dsl"},
	{Name: "dump-pass-pipeline", Kind: llvmflags.Bool, Usage: "Print the pipeline that will be run"},
	{Name: "show-dialects", Kind: llvmflags.Bool, Usage: "Print the list of registered dialects"},
	{Name: "list-passes", Kind: llvmflags.Bool, Usage: "Print the registered passes, with their options, and exit"},
	{Name: "version", Kind: llvmflags.Bool, Usage: "Display the version of this program"},
	{Name: "help", Kind: llvmflags.Bool, Usage: "Display available options"},
	{Name: "h", Kind: llvmflags.Bool, Usage: "Alias for --help"},
}

// listValues returns the values of the flag named name, repeated or
// comma-separated, from the command line. (urfave/cli, which keeps only
// the last value of a string flag, gets them too, but only for --help.)
func listValues(parsed *llvmflags.Parsed, name string) []string {
	var out []string
	for _, f := range parsed.Flags {
		if f.Spec.Name != name {
			continue
		}
		for _, part := range strings.Split(f.Value, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

// flagParser returns the parser of strata-opt's command line: the general
// flags, and one flag per registered pass (--cse,
// --canonicalize=max-iterations=3), whose value is optional.
func flagParser(prog string, reg *passes.Registry) *llvmflags.Parser {
	specs := append([]llvmflags.Spec(nil), generalFlags...)
	for _, info := range reg.Passes() {
		specs = append(specs, llvmflags.Spec{Name: info.Argument, Kind: llvmflags.OptionalValue, Usage: info.Summary})
	}
	return &llvmflags.Parser{Prog: prog, Specs: specs, MaxPositional: 1, CloseSuggestionsOnly: true}
}

// isPassFlag reports whether f is a pass flag rather than a general one.
func isPassFlag(f llvmflags.Flag) bool { return f.Spec.Kind == llvmflags.OptionalValue }

// cliFlags returns the urfave/cli definitions of the general flags.
func cliFlags() []cli.Flag {
	var flags []cli.Flag
	for _, s := range generalFlags {
		switch {
		case s.Name == "help" || s.Name == "h":
			// urfave/cli's own --help, -h.
		case s.Kind == llvmflags.Bool:
			flags = append(flags, &cli.BoolFlag{Name: s.Name, Usage: s.Usage, DisableDefaultText: true, Value: s.Name == "verify-each"})
		default:
			flags = append(flags, &cli.StringFlag{Name: s.Name, Usage: s.Usage})
		}
	}
	return flags
}

// writePassList writes the registered passes and their options as
// mlir-opt's --help lists them under "Passes:", with each option's
// default.
func writePassList(w io.Writer, reg *passes.Registry) {
	type row struct{ left, right string }
	var rows []row
	for _, info := range reg.Passes() {
		rows = append(rows, row{"  --" + info.Argument, "-   " + info.Summary})
		newPass, _ := reg.Lookup(info.Argument)
		for _, o := range passes.OptionsOf(newPass()) {
			left := "    --" + o.Name
			switch o.Type {
			case "bool":
			case "[]string":
				left += "=<string>,..."
			default:
				left += "=<" + o.Type + ">"
			}
			help := o.Help
			if o.Value != "" {
				help += fmt.Sprintf(" (default: %s)", o.Value)
			}
			rows = append(rows, row{left, "- " + help})
		}
	}
	width := 0
	for _, r := range rows {
		width = max(width, len(r.left))
	}
	var b strings.Builder
	b.WriteString("Passes:\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "%-*s  %s\n", width, r.left, r.right)
	}
	io.WriteString(w, b.String())
}
