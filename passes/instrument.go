package passes

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/strata-ir/strata/ir"
)

// dumpFilter decides which passes' IR is dumped, as mlir-opt's
// --mlir-print-ir-* flags do.
type dumpFilter struct {
	beforeAll, afterAll bool
	beforeArgs          map[string]bool
	afterArgs           map[string]bool
	afterChange         bool
	onlyOnFailure       bool
	moduleScope         bool
	opts                ir.PrintOptions
}

func newDumpFilter(cfg *Config) dumpFilter {
	f := dumpFilter{
		beforeAll: cfg.PrintBeforeAll,
		// As in mlir-opt, --mlir-print-ir-after-failure alone dumps after
		// any pass that fails.
		afterAll:      cfg.PrintAfterAll || cfg.PrintAfterFailure,
		afterChange:   cfg.PrintAfterChange,
		onlyOnFailure: cfg.PrintAfterFailure,
		moduleScope:   cfg.PrintModuleScope,
		opts:          cfg.PrintOptions,
	}
	for _, a := range cfg.PrintBefore {
		if f.beforeArgs == nil {
			f.beforeArgs = map[string]bool{}
		}
		f.beforeArgs[a] = true
	}
	for _, a := range cfg.PrintAfter {
		if f.afterArgs == nil {
			f.afterArgs = map[string]bool{}
		}
		f.afterArgs[a] = true
	}
	return f
}

func (f *dumpFilter) before(arg string) bool { return f.beforeAll || f.beforeArgs[arg] }
func (f *dumpFilter) after(arg string) bool  { return f.afterAll || f.afterArgs[arg] }

// any reports whether some pass may be dumped.
func (f *dumpFilter) any() bool {
	return f.beforeAll || f.afterAll || len(f.beforeArgs) > 0 || len(f.afterArgs) > 0
}

// dump writes a dump of op under header: to the sink's writer, or to a
// file of the tree directory. The format is mlir-opt's, byte for byte:
//
//	// -----// IR Dump After CSE (cse) //----- //
//	func.func @f() {
//	  ...
//	}
//	<empty line>
//
// At module scope the header names the operation the pass ran on and the
// whole top-level operation is printed.
func (r *runner) dump(s *sink, op *ir.Operation, argument, header string) {
	var b bytes.Buffer
	b.WriteString(header)
	printed := op
	if r.dumps.moduleScope {
		fmt.Fprintf(&b, " ('%s' operation", op.Name())
		if name, ok := op.Attr(ir.SymbolNameAttr).(ir.StringAttr); ok {
			b.WriteString(": @" + name.Value)
		}
		b.WriteString(")")
		for parent := printed.ParentOp(); parent != nil; parent = printed.ParentOp() {
			printed = parent
		}
	}
	b.WriteString(" //----- //\n")
	opts := r.dumps.opts
	// A custom printer may rely on the op being valid, and a dump after a
	// failure (or without --verify-each) may show invalid IR: print that
	// generically, as MLIR's printer does.
	if ir.Verify(printed) != nil {
		opts.Generic = true
	}
	ir.Print(&b, printed, opts)
	b.WriteString("\n\n")

	if r.tree != nil {
		if err := r.tree.write(op, argument, b.Bytes()); err != nil {
			warning := ir.Errorf(op.Loc(), "%v", err)
			warning.Severity = ir.SeverityWarning
			s.diags = append(s.diags, warning)
		}
		return
	}
	if s.out != nil {
		s.out.Write(b.Bytes())
	}
}

// treeDumper writes dumps to a directory tree that mirrors the nesting of
// the operations they are about:
//
//	DIR/builtin_module_no-symbol-name/func_func_foo/0_1_cse.mlir
//
// A directory per ancestor, named after its operation (dots made
// underscores) and its symbol name (or no-symbol-name); the file name is
// the number of dumps made so far of each ancestor and, last, the number
// of this dump of the operation itself (from 1), then the pass argument.
// The numbers order the files of a directory tree as the dumps were made.
type treeDumper struct {
	dir    string
	mu     sync.Mutex
	counts map[*ir.Operation]int
}

func newTreeDumper(dir string) *treeDumper {
	return &treeDumper{dir: dir, counts: map[*ir.Operation]int{}}
}

func (t *treeDumper) write(op *ir.Operation, argument string, text []byte) error {
	var chain []*ir.Operation
	for o := op; o != nil; o = o.ParentOp() {
		chain = append(chain, o)
	}
	path := t.dir
	counts := make([]string, len(chain))
	t.mu.Lock()
	t.counts[op]++
	for i := len(chain) - 1; i >= 0; i-- {
		o := chain[i]
		symbol := "no-symbol-name"
		if name, ok := o.Attr(ir.SymbolNameAttr).(ir.StringAttr); ok {
			symbol = name.Value
		}
		path = filepath.Join(path, strings.ReplaceAll(o.Name(), ".", "_")+"_"+symbol)
		counts[len(chain)-1-i] = strconv.Itoa(t.counts[o])
	}
	t.mu.Unlock()
	if err := os.MkdirAll(path, 0o777); err != nil {
		return fmt.Errorf("cannot write the IR dump: %v", err)
	}
	file := filepath.Join(path, strings.Join(counts, "_")+"_"+argument+".mlir")
	if err := os.WriteFile(file, text, 0o666); err != nil {
		return fmt.Errorf("cannot write the IR dump: %v", err)
	}
	return nil
}

// fingerprint hashes what a pass can change of op and the IR nested in
// it: the identity, name, location and attributes of every operation, the
// identities of its operands, its result types, successors and regions,
// and the blocks with their argument types. A pass that rebuilds an
// operation identically still changes it (the identity differs), as in
// MLIR.
func fingerprint(op *ir.Operation, seed maphash.Seed) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	var n [8]byte
	writeInt := func(v int) {
		binary.LittleEndian.PutUint64(n[:], uint64(v))
		h.Write(n[:])
	}
	op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		maphash.WriteComparable(&h, o)
		h.WriteString(o.Name())
		maphash.WriteComparable(&h, ir.Attribute(o.Loc()))
		attrs := o.Attrs()
		writeInt(len(attrs))
		for _, a := range attrs {
			h.WriteString(a.Name)
			maphash.WriteComparable(&h, a.Value)
		}
		writeInt(o.NumOperands())
		for i := range o.NumOperands() {
			maphash.WriteComparable(&h, o.Operand(i))
		}
		writeInt(o.NumResults())
		for i := range o.NumResults() {
			maphash.WriteComparable(&h, o.Result(i).Type())
		}
		writeInt(o.NumSuccessors())
		for i := range o.NumSuccessors() {
			maphash.WriteComparable(&h, o.Successor(i))
		}
		writeInt(o.NumRegions())
		for _, r := range o.Regions() {
			writeInt(r.NumBlocks())
			for _, b := range r.Blocks() {
				maphash.WriteComparable(&h, b)
				writeInt(b.NumArguments())
				for _, arg := range b.Arguments() {
					maphash.WriteComparable(&h, arg.Type())
				}
				writeInt(b.NumOps())
			}
		}
		return ir.Advance
	})
	return h.Sum64()
}
