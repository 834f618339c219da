//! References across the files of one import: every row's seller must be in `sellers.csv` and
//! its product in `products.csv` (when those files are present), and a product belongs to one
//! seller. [`Refs`] carries what the files read so far listed.

use std::collections::{HashMap, HashSet};

use super::report::CsvProblem;
use crate::data::schema::{TableSpec, PRODUCTS, SELLERS};

/// Referential state shared across files of one import.
#[derive(Default)]
pub(super) struct Refs {
    sellers: Option<HashSet<String>>,
    /// product → seller; from `products.csv` when present, else learnt from the first row seen.
    products: HashMap<String, String>,
    products_listed: bool,
}

/// Checks a row's seller and product against the sellers and products known so far, and records
/// what `sellers.csv` / `products.csv` list. The error names the offending column.
pub(super) fn check_refs(
    spec: &TableSpec,
    seller_col: Option<usize>,
    product_col: Option<usize>,
    texts: &[&str],
    refs: &mut Refs,
) -> Result<(), (&'static str, CsvProblem)> {
    let seller = seller_col.map(|i| texts[i]);
    let product = product_col.map(|i| texts[i]);
    if spec.name == SELLERS {
        if let Some(s) = seller {
            refs.sellers
                .get_or_insert_with(HashSet::new)
                .insert(s.to_string());
        }
        return Ok(());
    }
    if let (Some(s), Some(known)) = (seller, &refs.sellers) {
        if !known.contains(s) {
            return Err((
                "seller_id",
                CsvProblem::UnknownSeller {
                    seller_id: s.to_string(),
                },
            ));
        }
    }
    if spec.name == PRODUCTS {
        if let (Some(p), Some(s)) = (product, seller) {
            refs.products_listed = true;
            refs.products.insert(p.to_string(), s.to_string());
        }
        return Ok(());
    }
    if let (Some(p), Some(s)) = (product, seller) {
        match refs.products.get(p) {
            Some(owner) if owner != s => {
                return Err((
                    "seller_id",
                    CsvProblem::WrongSeller {
                        product_id: p.to_string(),
                        owner: owner.clone(),
                        seller_id: s.to_string(),
                    },
                ))
            }
            Some(_) => {}
            None if refs.products_listed => {
                return Err((
                    "product_id",
                    CsvProblem::UnknownProduct {
                        product_id: p.to_string(),
                    },
                ))
            }
            None => {
                refs.products.insert(p.to_string(), s.to_string());
            }
        }
    }
    Ok(())
}
