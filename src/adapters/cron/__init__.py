"""Cron expressions (leaderboard reset schedules) evaluated with cronsim."""
