package builtin

import (
	"github.com/strata-ir/strata/ir"
)

// parseModule parses `module @name? (attributes {...})? region`.
func parseModule(p *ir.AsmParser, st *ir.OperationState) error {
	name, ok, err := p.ParseOptionalSymbolName()
	if err != nil {
		return err
	}
	if ok {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.SymbolNameAttr, Value: ir.Str(name)})
	}
	if err := p.ParseOptionalAttrDictWithKeyword(&st.Attributes); err != nil {
		return err
	}
	body := new(ir.Region)
	if err := p.ParseRegion(body, nil); err != nil {
		return err
	}
	// `module {}` still has its one block, as MLIR's parser ensures.
	if body.Empty() {
		body.AddBlock(nil, nil)
	}
	return nil
}

func printModule(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		// Custom printers run on IR that may not verify; this one needs
		// the body.
		p.WriteString(" <<malformed " + op.Name() + ">>")
		return
	}
	if name, ok := ir.SymbolName(op); ok {
		p.WriteString(" ")
		p.PrintSymbolName(name)
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), ir.SymbolNameAttr)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false)
}

// ParseModule parses a source file into a module. When the file holds
// exactly one builtin.module, that module is returned; otherwise its
// top-level operations are wrapped in a new module located at the start of
// the file, as mlir-opt does. The module is not verified. A large file is
// parsed on several goroutines (see [ir.ParseOptions]).
func ParseModule(ctx *ir.Context, filename string, src []byte) (*ir.Operation, error) {
	return ParseModuleWith(ctx, src, ir.ParseOptions{Filename: filename})
}

// ParseModuleWith is [ParseModule] with parse options: Threads: 1 parses
// on the calling goroutine only, as a tool's --mlir-disable-threading asks.
func ParseModuleWith(ctx *ir.Context, src []byte, opts ir.ParseOptions) (*ir.Operation, error) {
	filename := opts.Filename
	blk, err := ir.Parse(ctx, src, opts)
	if err != nil {
		return nil, err
	}
	if first := blk.First(); first != nil && first == blk.Last() && first.Is(ModuleOpName) {
		first.Remove()
		return first, nil
	}
	// MLIR locates the implicit module at line 0, column 0 of the file.
	m := NewModule(ctx, "", ir.NewFileLineColLoc(filename, 0, 0))
	body := m.Body()
	for op := range blk.Ops() {
		op.Remove()
		body.Append(op)
	}
	return m.Operation, nil
}
