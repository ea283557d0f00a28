// The CoverFlowLayoutPlugin plugin module.
