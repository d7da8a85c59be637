"""Calls: logistics (EasyPost, ShipStation). Rows: (server, tool, want, input, why)."""

FROM = {"name": "Harbor Tea Co", "street1": "118 Pier Rd", "city": "Portland", "state": "ME", "zip": "04101", "country": "US"}
TO = {"name": "J. Alvarez", "street1": "44 Elm St", "city": "Austin", "state": "TX", "zip": "78701", "country": "US"}
PARCEL = {"length": 10, "width": 8, "height": 4, "weight": 24}
SHIP = {"ship_to": {"name": "J. Alvarez", "address_line1": "44 Elm St", "city_locality": "Austin", "state_province": "TX", "postal_code": "78701", "country_code": "US"},
        "ship_from": {"name": "Harbor Tea Co", "address_line1": "118 Pier Rd", "city_locality": "Portland", "state_province": "ME", "postal_code": "04101", "country_code": "US"},
        "packages": [{"weight": {"value": 1.5, "unit": "pound"}}]}
CALLS = [
    # EasyPost
    ("easypost", "estimate_rates", "green", {"from_address": FROM, "to_address": TO, "parcel": PARCEL}, "a purchase-free rate quote"),
    ("easypost", "verify_address", "green", {"address": TO}, "verifies an address"),
    ("easypost", "track_package", "green", {"tracking_code": "9400111899223817640112", "carrier": "USPS"}, "tracks a parcel"),
    ("easypost", "get_tracking_history", "green", {"tracking_code": "1Z999AA10123456784", "carrier": "UPS"}, "reads tracking events"),
    ("easypost", "list_shipments", "green", {"page_size": 20, "purchased": True}, "lists bought shipments"),
    ("easypost", "get_shipment", "green", {"shipment_id": "shp_5b8f1c2a"}, "reads a shipment"),
    ("easypost", "get_carriers", "green", {}, "reads carrier metadata"),
    ("easypost", "create_shipment", "yellow", {"from_address": FROM, "to_address": TO, "parcel": PARCEL, "reference": "order-10231"}, "creates a shipment object; buys nothing"),
    ("easypost", "create_batch", "yellow", {"shipments": [{"shipment_id": "shp_5b8f1c2a"}, {"shipment_id": "shp_5b8f1c2b"}]}, "groups shipments; buys nothing"),
    ("easypost", "buy_shipping_label", "red", {"shipment_id": "shp_5b8f1c2a", "rate_id": "rate_0e8d3f", "idempotency_key": "ord-10231-a", "confirm": True}, "buys postage"),
    ("easypost", "buy_batch", "red", {"batch_id": "batch_77c1", "confirm": True}, "buys labels for a whole batch"),
    ("easypost", "insure_shipment", "red", {"shipment_id": "shp_5b8f1c2a", "amount": "400.00", "confirm": True}, "buys insurance"),
    ("easypost", "schedule_pickup", "red", {"shipment_ids": ["shp_5b8f1c2a"], "address": FROM, "min_datetime": "2026-12-08T09:00:00Z", "max_datetime": "2026-12-08T17:00:00Z", "confirm": True}, "books a paid carrier pickup"),
    ("easypost", "refund_shipment", "red", {"shipment_id": "shp_5b8f1c2a", "confirm": True}, "voids a bought label"),
    ("easypost", "cancel_pickup", "red", {"pickup_id": "pickup_4410", "confirm": True}, "cancels a booked pickup with the carrier"),
    ("easypost", "create_return_label", "red", {"original_shipment_id": "shp_5b8f1c2a", "from_address": TO, "to_address": FROM, "parcel": PARCEL, "rate_id": "rate_9c1a22", "confirm": True}, "buys a return label"),
    # ShipStation
    ("shipstation", "get_shipments", "green", {"page": 1, "page_size": 50, "status": "pending"}, "lists shipments"),
    ("shipstation", "estimate_rates", "green", {"rate_options": {"carrier_ids": ["se-123"]}, "shipment": SHIP}, "estimates rates"),
    ("shipstation", "calculate_rates", "green", {"rate_options": {"carrier_ids": ["se-123"]}, "shipment": SHIP}, "calculates rates"),
    ("shipstation", "track_package", "green", {"label_id": "se-label-8812"}, "tracks a label"),
    ("shipstation", "get_labels", "green", {"page": 1, "page_size": 25}, "lists labels"),
    ("shipstation", "get_inventory", "green", {"sku": "TEA-EARLGREY-100"}, "reads stock"),
    ("shipstation", "get_carriers", "green", {}, "lists carriers"),
    ("shipstation", "get_warehouses", "green", {}, "lists warehouses"),
    ("shipstation", "create_shipment", "yellow", {"shipment": SHIP}, "creates a pending shipment"),
    ("shipstation", "tag_shipment", "yellow", {"shipment_id": "se-shp-1201", "tag_name": "fragile"}, "tags a shipment"),
    ("shipstation", "cancel_shipment", "yellow", {"shipment_id": "se-shp-1201"}, "cancels an unlabelled shipment"),
    ("shipstation", "create_label", "red", {"shipment": SHIP}, "buys a label"),
    ("shipstation", "void_label", "red", {"label_id": "se-label-8812"}, "voids a bought label"),
    ("shipstation", "create_manifest", "red", {"carrier_id": "se-123", "warehouse_id": "se-wh-1", "ship_date": "2026-12-08"}, "closes the day with the carrier"),
    ("shipstation", "process_batch", "red", {"batch_id": "se-batch-301", "label_format": "pdf"}, "buys labels for a batch"),
    ("shipstation", "create_return_label", "red", {"label_id": "se-label-8812"}, "buys a return label"),
    ("shipstation", "update_inventory", "red", {"transaction_type": "modify", "sku": "TEA-EARLGREY-100", "quantity": 0, "inventory_location_id": "se-loc-1", "reason": "sync"}, "zeroes stock, taking the product off sale"),
    ("shipstation", "delete_inventory_warehouse", "red", {"warehouse_id": "se-iw-2"}, "deletes an inventory warehouse"),
]
