fn main() {
    let path = std::env::args().nth(1).unwrap();
    let generic = std::env::args().any(|a| a == "--generic");
    let text = std::fs::read_to_string(&path).unwrap();
    match sparsir_ir::parse(&text) {
        Ok(ir) => {
            print!("{}", sparsir_ir::print(&ir, sparsir_ir::PrintOptions { generic, ..Default::default() }))
        }
        Err(d) => eprint!("{}", sparsir_ir::SourceFile::new(&path, &text, 1).render(&d)),
    }
}
