package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
	"modernc.org/token"
)

// sections translates the sections construct d, whose statement s is a
// block of sections, as the worksharing loop OpenMP describes it by
// (5.2, 11.3): one iteration per section, numbered in source order,
// whose body runs the section of its number. The loop is
// schedule(static, 1), so section k runs on thread k mod the team's size,
// the same way every run; privatization, lastprivate (the lexically last
// section assigns), reductions and nowait are the loop's. Every runtime
// lowers it as it lowers omp.wsloop.
func (f *function) sections(d *ompdir.Directive, rest []*ompdir.Directive, s *cc.Statement) {
	loc := f.dloc(d)
	if len(rest) > 0 {
		f.t.errorAt(dirPos(rest[0]), "'#pragma omp %s' cannot be the statement of '#pragma omp %s'", rest[0].Name, d.Name)
		return
	}
	if s.Case != cc.StatementCompound {
		f.t.errorAt(posOf(s.Position()), "the statement of '#pragma omp %s' must be a block of sections", d.Name)
		return
	}
	if d.Name == "sections" && !f.sharedListItems(d) {
		return
	}
	ops := omp.Operands{}
	attrs := []ir.NamedAttribute{{Name: "schedule_kind", Value: omp.Enum(omp.ScheduleKindEnum, "static")}}
	ops["schedule_chunk"] = []*ir.Value{f.builtinInt(cir.NewIntConst(f.b, cir.S32, 1, loc), loc)}
	if d.Clause("nowait") != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "nowait", Value: ir.Unit})
	}
	reds := f.reductions(d)
	addReductions(f, ops, &attrs, reds)

	var restores []func()
	defer undo(&restores)
	if d.Name == "sections" {
		restores = append(restores, f.privatize(d, true)...)
	}
	type lastPriv struct{ orig, priv *variable }
	var lasts []lastPriv
	for _, c := range d.ClausesNamed("lastprivate") {
		for _, it := range c.Items {
			v, decl := f.clauseVar(it, c)
			if v == nil {
				continue
			}
			priv := f.privateCopy(v, it.Name, loc)
			if isFirstprivate(d, it.Name) {
				f.copyObject(priv, v, loc)
			}
			lasts = append(lasts, lastPriv{orig: v, priv: priv})
			restores = append(restores, f.bind(decl, priv))
		}
	}

	// The number of sections is known once they are translated: the
	// loop's bound is a constant set then.
	zero := cir.NewIntConst(f.b, cir.S32, 0, loc)
	count := cir.NewConst(f.b, cir.Int(cir.S32, 0), loc)
	one := cir.NewIntConst(f.b, cir.S32, 1, loc)
	lbs := []*ir.Value{f.builtinInt(zero, loc)}
	ubs := []*ir.Value{f.builtinInt(count.Result(0), loc)}
	steps := []*ir.Value{f.builtinInt(one, loc)}

	wop := omp.Build(f.b, omp.WsloopOpName, loc, ops, attrs, nil, 1)
	wblk := wop.Region(0).AddBlock(reductionArgTypes(reds), locsFor(len(reds), loc))
	for i, r := range reds {
		restores = append(restores, f.bind(r.decl, &variable{addr: wblk.Argument(i), ct: r.v.ct}))
	}
	outer := f.b
	nb := ir.NewBuilder(f.t.ctx)
	nb.SetInsertionPointToEnd(wblk)
	f.b = nb
	n := 0
	f.within(nb, func() {
		omp.NewLoopNest(f.b, lbs, ubs, steps, false, loc, func(b *ir.Builder, ivs []*ir.Value) {
			f.within(b, func() {
				leave := f.enterRegion("sections", false)
				defer leave()
				iv := f.fromBuiltin(ivs[0], cir.S32, loc)
				n = f.sectionBodies(s.CompoundStatement, iv, loc)
				if len(lasts) > 0 && n > 0 {
					last := cir.NewCmp(f.b, cir.CmpEQ, iv, cir.NewIntConst(f.b, cir.S32, int64(n-1), loc), loc).Result(0)
					cir.NewIf(f.b, last, loc, f.region(func() {
						for _, lp := range lasts {
							f.copyObject(lp.orig, lp.priv, loc)
						}
					}), nil)
				}
				f.dead = false
			})
		})
	})
	f.b = outer
	count.Operation.SetAttr("value", cir.Int(cir.S32, int64(n)))
}

// sectionBodies translates the sections of the block cs, each under a
// test that the iteration iv is its number; it returns their number. A
// section starts at a '#pragma omp section' before an item of the block
// (the first one may go without); the pragmas inside an item are consumed
// when the item is, so the ones met between items are the block's own.
func (f *function) sectionBodies(cs *cc.CompoundStatement, iv *ir.Value, loc ir.Location) int {
	var items []*cc.BlockItem
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if l.BlockItem != nil {
			items = append(items, l.BlockItem)
		}
	}
	n := 0
	j := 0
	if len(items) > 0 {
		f.takeSection(items[0].Position())
	}
	for j < len(items) {
		k := int64(n)
		mine := cir.NewCmp(f.b, cir.CmpEQ, iv, cir.NewIntConst(f.b, cir.S32, k, loc), loc).Result(0)
		cir.NewIf(f.b, mine, loc, f.region(func() {
			leave := f.enterRegion("section", false)
			defer leave()
			f.blockItem(items[j])
			for j++; j < len(items) && !f.takeSection(items[j].Position()); j++ {
				f.blockItem(items[j])
			}
			f.dead = false
		}), nil)
		n++
	}
	if d := f.takeSection(cs.Token2.Position()); d {
		f.t.errorAt(posOf(cs.Token2.Position()), "'#pragma omp section' must be followed by a statement")
	}
	f.pragmasBefore(cs.Token2, true)
	return n
}

// takeSection consumes a '#pragma omp section' that is the next pragma
// of the function and comes before pos, and reports whether there was
// one. Its clauses (it has none) are checked by the directive parser.
func (f *function) takeSection(pos token.Position) bool {
	i := f.t.pragmas.peek(f.start, pos)
	if i < 0 {
		return false
	}
	pr := f.t.pragmas.list[i]
	if len(pr.toks) < 2 || pr.toks[0].SrcStr() != "omp" || pr.toks[1].SrcStr() != "section" {
		return false
	}
	f.t.pragmas.consume(i)
	f.t.directive(pr)
	return true
}
