"""The table's Qt graphics: card painter, card items, scene, layout, view and animator."""
